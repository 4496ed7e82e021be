import { Injectable } from '@nestjs/common';
import { ReviewMailer } from '../../domain/reviews/review-mailer.port';
import { NodemailerAccountMailer } from './account-mailer.adapter';
import { reviewApprovedMail, reviewRejectedMail, reviewRepublishedMail, reviewUnpublishedMail, type DecidedReview } from './review-mail-templates';

/** Review decision and takedown mail through the same queue, retries and outbox as the account mail (sent after the answer). */
@Injectable()
export class NodemailerReviewMailer extends ReviewMailer {
  constructor(private readonly mail: NodemailerAccountMailer) {
    super();
  }

  sendReviewApproved(to: string, name: string, review: DecidedReview, companyLink: string, myReviewsLink: string): Promise<void> {
    return this.mail.sendRendered(to, reviewApprovedMail(name, review, companyLink, myReviewsLink));
  }

  sendReviewRejected(to: string, name: string, review: DecidedReview, reason: string | null, myReviewsLink: string): Promise<void> {
    return this.mail.sendRendered(to, reviewRejectedMail(name, review, reason, myReviewsLink));
  }

  sendReviewUnpublished(to: string, name: string, review: DecidedReview, reason: string, myReviewsLink: string): Promise<void> {
    return this.mail.sendRendered(to, reviewUnpublishedMail(name, review, reason, myReviewsLink));
  }

  sendReviewRepublished(to: string, name: string, review: DecidedReview, companyLink: string): Promise<void> {
    return this.mail.sendRendered(to, reviewRepublishedMail(name, review, companyLink));
  }
}
