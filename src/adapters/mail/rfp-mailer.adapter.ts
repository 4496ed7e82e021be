import { Injectable } from '@nestjs/common';
import { RfpMailer } from '../../domain/rfps/rfp-mailer.port';
import { renderMail, type RenderedMail } from './account-mail-templates';
import { NodemailerAccountMailer } from './account-mailer.adapter';

const day = (moment: Date): string => moment.toISOString().slice(0, 10);

/*
 * The RFP mails (docs/rfps.md#mail). None carries a bid figure, another recipient, or the buyer unless the RFP reveals
 * them: `buyer` is already the revealed name or the anonymous line.
 */

/** A new RFP in a vendor's inbox. */
export function rfpReceivedMail(mail: { name: string; companyName: string; title: string; buyer: string; deadline: Date; link: string }): RenderedMail {
  return renderMail(`A request for proposal for ${mail.companyName}`, {
    heading: mail.title,
    paragraphs: [
      `Hello ${mail.name},`,
      `${mail.buyer} sent ${mail.companyName} a request for proposal on BioVetted: “${mail.title}”.`,
      `Bids close on ${day(mail.deadline)} (UTC).`,
    ],
    action: { label: 'Open the RFP', url: mail.link },
  });
}

/** An invitation to a company without a verified vendor: sign up with this address, claim the company and answer. */
export function rfpInvitationMail(mail: { companyName: string; title: string; buyer: string; deadline: Date; link: string }): RenderedMail {
  return renderMail(`A request for proposal for ${mail.companyName} on BioVetted`, {
    heading: mail.title,
    paragraphs: [
      `${mail.buyer} would like a proposal from ${mail.companyName}: “${mail.title}”.`,
      `Sign up or sign in with this address, claim ${mail.companyName} and answer before ${day(mail.deadline)} (UTC). The link is valid until then.`,
    ],
    action: { label: 'See the request', url: mail.link },
  });
}

/** To the buyer: a recipient asked a question. */
export function rfpQuestionMail(mail: { title: string; link: string }): RenderedMail {
  return renderMail('A recipient asked a question about your RFP', {
    heading: mail.title,
    paragraphs: [`A recipient of “${mail.title}” asked a question. Answer it privately or share the answer with every recipient.`],
    action: { label: 'Open the RFP', url: mail.link },
  });
}

/** To the winner's vendors. */
export function rfpSelectedMail(mail: { name: string; companyName: string; title: string; link: string }): RenderedMail {
  return renderMail(`${mail.companyName} was selected`, {
    heading: mail.title,
    paragraphs: [`Hello ${mail.name},`, `Good news: the buyer selected ${mail.companyName}’s proposal for “${mail.title}”. They will be in touch about next steps.`],
    action: { label: 'Open the RFP', url: mail.link },
  });
}

/** To the other recipients' vendors: polite, no figures, no winner. */
export function rfpNotSelectedMail(mail: { name: string; companyName: string; title: string }): RenderedMail {
  return renderMail(`Your proposal for “${mail.title}”`, {
    heading: mail.title,
    paragraphs: [
      `Hello ${mail.name},`,
      `Thank you for ${mail.companyName}’s time on “${mail.title}”. The buyer has made a decision and ${mail.companyName} was not selected this time.`,
      'We hope to bring you the next one.',
    ],
  });
}

/** To the recipients' vendors: closed without an award. */
export function rfpClosedMail(mail: { name: string; companyName: string; title: string }): RenderedMail {
  return renderMail(`“${mail.title}” was closed`, {
    heading: mail.title,
    paragraphs: [`Hello ${mail.name},`, `The buyer closed “${mail.title}” without an award. Thank you for ${mail.companyName}’s time.`],
  });
}

/** To the buyer after the engagement: an invitation to review the company. */
export function rfpReviewInvitationMail(mail: { companyName: string; link: string }): RenderedMail {
  return renderMail(`How was working with ${mail.companyName}?`, {
    heading: `How was working with ${mail.companyName}?`,
    paragraphs: [`You awarded an RFP to ${mail.companyName} on BioVetted. A review from you helps other teams choose, and it carries the “Verified engagement” label.`],
    action: { label: 'Write a review', url: mail.link },
  });
}

/** RFP mail through the same queue, retries and outbox as the account mail. */
@Injectable()
export class NodemailerRfpMailer extends RfpMailer {
  constructor(private readonly mail: NodemailerAccountMailer) {
    super();
  }

  sendReceived(to: string, mail: { name: string; companyName: string; title: string; buyer: string; deadline: Date; link: string }): Promise<void> {
    return this.mail.sendRendered(to, rfpReceivedMail(mail));
  }
  sendInvitation(to: string, mail: { companyName: string; title: string; buyer: string; deadline: Date; link: string }): Promise<void> {
    return this.mail.sendRendered(to, rfpInvitationMail(mail));
  }
  sendQuestionAsked(to: string, mail: { title: string; link: string }): Promise<void> {
    return this.mail.sendRendered(to, rfpQuestionMail(mail));
  }
  sendSelected(to: string, mail: { name: string; companyName: string; title: string; link: string }): Promise<void> {
    return this.mail.sendRendered(to, rfpSelectedMail(mail));
  }
  sendNotSelected(to: string, mail: { name: string; companyName: string; title: string }): Promise<void> {
    return this.mail.sendRendered(to, rfpNotSelectedMail(mail));
  }
  sendClosed(to: string, mail: { name: string; companyName: string; title: string }): Promise<void> {
    return this.mail.sendRendered(to, rfpClosedMail(mail));
  }
  sendReviewInvitation(to: string, mail: { companyName: string; link: string }): Promise<void> {
    return this.mail.sendRendered(to, rfpReviewInvitationMail(mail));
  }
}
