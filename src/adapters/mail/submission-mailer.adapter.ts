import { Injectable } from '@nestjs/common';
import { SubmissionMailer } from '../../domain/company-submissions/submission-mailer.port';
import { NodemailerAccountMailer } from './account-mailer.adapter';
import { submissionApprovedMail, submissionMergedMail, submissionRejectedMail } from './submission-mail-templates';

/** Submission mail through the same queue, retries and outbox as the account mail. */
@Injectable()
export class NodemailerSubmissionMailer extends SubmissionMailer {
  constructor(private readonly mail: NodemailerAccountMailer) {
    super();
  }

  sendSubmissionApproved(to: string, name: string, companyName: string, companyLink: string, releasedReviews: number): Promise<void> {
    return this.mail.sendRendered(to, submissionApprovedMail(name, companyName, companyLink, releasedReviews));
  }

  sendSubmissionRejected(to: string, name: string, companyName: string, reason: string | null): Promise<void> {
    return this.mail.sendRendered(to, submissionRejectedMail(name, companyName, reason));
  }

  sendSubmissionMerged(to: string, name: string, proposedName: string, companyName: string, companyLink: string, releasedReviews: number): Promise<void> {
    return this.mail.sendRendered(to, submissionMergedMail(name, proposedName, companyName, companyLink, releasedReviews));
  }
}
