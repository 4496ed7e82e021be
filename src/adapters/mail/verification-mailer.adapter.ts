import { Injectable } from '@nestjs/common';
import { VerificationMailer } from '../../domain/verification/verification-mailer.port';
import { renderMail } from './account-mail-templates';
import { NodemailerAccountMailer } from './account-mailer.adapter';

/** Industry-verification mails, sent through the account mailer's queue (SMTP or the outbox, with retries). */
@Injectable()
export class NodemailerVerificationMailer extends VerificationMailer {
  constructor(private readonly mail: NodemailerAccountMailer) {
    super();
  }

  sendVerificationRequestRejected(to: string, name: string, reason: string | null, verificationLink: string): Promise<void> {
    return this.mail.sendRendered(
      to,
      renderMail('Your BioVetted industry verification request', {
        heading: `Hello ${name}`,
        paragraphs: [
          'Our team reviewed your request for industry verification and could not approve it.',
          ...(reason ? [`Reason: ${reason}`] : []),
          'You can send a new request with details that show your role, such as a professional profile.',
        ],
        action: { label: 'Open Email Verification', url: verificationLink },
      }),
    );
  }
}
