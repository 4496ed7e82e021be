import { Injectable } from '@nestjs/common';
import { formatLongUsDate } from '../../domain/directory/display-rules';
import { INVITED_REVIEW_LABEL } from '../../domain/review-invitations/review-invitation-rules';
import { ReviewInvitationMailer } from '../../domain/review-invitations/review-invitations.port';
import { renderMail } from './account-mail-templates';
import { NodemailerAccountMailer } from './account-mailer.adapter';

/** The review invitation mail, through the account mailer's queue; the log names the recipient, never the link. */
@Injectable()
export class NodemailerReviewInvitationMailer extends ReviewInvitationMailer {
  constructor(private readonly mail: NodemailerAccountMailer) {
    super();
  }

  sendInvitation(to: string, invitation: { companyName: string; link: string; expiresAt: Date; signUpLink: string }): Promise<void> {
    const { companyName } = invitation;
    return this.mail.sendRendered(
      to,
      renderMail(`${companyName} invites you to review them on BioVetted`, {
        heading: 'Share your experience',
        paragraphs: [
          `${companyName} asked us to invite you to review the work they did for you on BioVetted, where biotech and pharma teams compare contract research and manufacturing providers.`,
          `Your review is anonymous: ${companyName} is not told whether you wrote one, and nothing you write names you. It is checked by our moderators like every review and shown with the label "${INVITED_REVIEW_LABEL}". It counts exactly as much as any other review, good or bad.`,
          `Reviews are written by approved members. If you are not one yet, apply for access with this email address first (${invitation.signUpLink}), then open this link again.`,
        ],
        action: { label: `Review ${companyName}`, url: invitation.link },
        footnote: `The link is for this email address only and works until ${formatLongUsDate(invitation.expiresAt.toISOString())}. If you did not work with ${companyName}, ignore this email.`,
      }),
    );
  }
}
