import { Injectable } from '@nestjs/common';
import { VendorMailer } from '../../domain/vendors/vendor-accounts.port';
import { renderMail } from './account-mail-templates';
import { NodemailerAccountMailer } from './account-mailer.adapter';

/** Vendor decision mails, sent through the account mailer's queue (SMTP or the outbox, with retries). */
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
}
