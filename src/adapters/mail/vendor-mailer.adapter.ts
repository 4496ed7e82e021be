import { Injectable } from '@nestjs/common';
import { formatLongUsDate } from '../../domain/directory/display-rules';
import { VendorMailer } from '../../domain/vendors/vendor-accounts.port';
import { renderMail } from './account-mail-templates';
import { NodemailerAccountMailer } from './account-mailer.adapter';

/**
 * Vendor mails (registration decisions, a newly published review, a response taken down or back), sent through
 * the account mailer's queue (SMTP or the outbox, with retries). None says anything about a reviewer.
 */
@Injectable()
export class NodemailerVendorMailer extends VendorMailer {
  constructor(private readonly mail: NodemailerAccountMailer) {
    super();
  }

  sendVendorApproved(to: string, name: string, companyName: string, profileLink: string): Promise<void> {
    return this.mail.sendRendered(
      to,
      renderMail(`You can now respond to reviews of ${companyName}`, {
        heading: `Hello ${name}`,
        paragraphs: [
          `Our team verified your affiliation with ${companyName}. You can now respond to its reviews on BioVetted.`,
          'Responses are public and appear under the review, signed with your company name. Please keep them professional and never try to identify a reviewer.',
        ],
        action: { label: `Open the ${companyName} profile`, url: profileLink },
      }),
    );
  }

  sendVendorRejected(to: string, name: string, companyName: string, notes: string | null): Promise<void> {
    return this.mail.sendRendered(
      to,
      renderMail(`Your vendor registration for ${companyName}`, {
        heading: `Hello ${name}`,
        paragraphs: [
          `We could not verify your affiliation with ${companyName}, so your vendor registration was not approved.`,
          ...(notes ? [`Note from our team: ${notes}`] : []),
          'You can register again with a company email address or a professional profile that shows your role.',
        ],
      }),
    );
  }

  sendReviewPublished(to: string, name: string, companyName: string, publishedAt: Date, dashboardLink: string): Promise<void> {
    return this.mail.sendRendered(
      to,
      renderMail(`A new review of ${companyName} is published`, {
        heading: `Hello ${name}`,
        paragraphs: [
          `A review of ${companyName} passed moderation and was published on BioVetted on ${formatLongUsDate(publishedAt.toISOString())}.`,
          'Reviews are anonymous: we never tell anyone who wrote one. You can read it in full and respond publicly, under your company name, from your vendor dashboard.',
        ],
        action: { label: 'Open the vendor dashboard', url: dashboardLink },
      }),
    );
  }

  sendResponseUnpublished(to: string, name: string, companyName: string, reason: string, dashboardLink: string): Promise<void> {
    return this.mail.sendRendered(
      to,
      renderMail(`Your response as ${companyName} was taken down`, {
        heading: `Hello ${name}`,
        paragraphs: [
          `Our moderators took down your public response, as ${companyName}, to one of its reviews. It no longer shows on BioVetted.`,
          `Reason: ${reason}`,
          'Responses must stay professional and must never try to identify a reviewer. Reply to this email if you think this was a mistake.',
        ],
        action: { label: 'Open the vendor dashboard', url: dashboardLink },
      }),
    );
  }

  sendResponseRepublished(to: string, name: string, companyName: string, profileLink: string): Promise<void> {
    return this.mail.sendRendered(
      to,
      renderMail(`Your response as ${companyName} is published again`, {
        heading: `Hello ${name}`,
        paragraphs: [`Our moderators put your public response, as ${companyName}, back under its review.`],
        action: { label: `Open the ${companyName} profile`, url: profileLink },
      }),
    );
  }
}
