import { displayName, type Account } from '../accounts/account';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { CompanySubmission } from './company-submission';
import {
  DuplicateCompanyError,
  IncompleteSubmissionError,
  SubmissionAlreadyDecidedError,
  SubmissionNotFoundError,
} from './company-submissions.errors';
import { CompanySubmissions, HeldReviews, SubmissionDirectory, Submitters } from './company-submissions.port';
import { SubmissionMailer } from './submission-mailer.port';
import { SUBMISSION_ANSWERS } from './submission-rules';
import type { CompanyType } from '../directory/taxonomy';

export interface ModerateCompanySubmissionInput {
  submissionId: string;
  approved: boolean;
  notes?: string | null;
  /** Shown to the submitter when rejected; without one the mail gives no reason (notes stay internal). */
  rejectionReason?: string | null;
  /**
   * On approval, fills in (or corrects) what a sparse submission lacks, typically a discovery find
   * without type, location or country; stored on the submission and listed with the company.
   */
  type?: CompanyType | null;
  location?: string | null;
  country?: string | null;
}

/**
 * An admin's decision on a company submission (spec part 2 §3, §4; DECISIONS §6, §10). In one transaction:
 * approval lists the company (with its directory facets), marks the submission approved with the new
 * company's id, and releases the reviews held for it into moderation; rejection stores the reason and
 * rejects the held reviews. Afterwards the submitting member, if any, is mailed.
 * @throws SubmissionNotFoundError, SubmissionAlreadyDecidedError, DuplicateCompanyError (name already listed),
 *   IncompleteSubmissionError (no type, location or country to list).
 */
export class ModerateCompanySubmission {
  constructor(
    private readonly submissions: CompanySubmissions,
    private readonly directory: SubmissionDirectory,
    private readonly heldReviews: HeldReviews,
    private readonly submitters: Submitters,
    private readonly mailer: SubmissionMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(admin: Account, input: ModerateCompanySubmissionInput): Promise<{ id: string; status: 'approved' | 'rejected'; companyId: string | null }> {
    const notes = input.notes?.trim() || null;
    // Notes are the admins' own; only an explicit reason is stored as the reason and mailed.
    const rejectionReason = input.approved ? null : input.rejectionReason?.trim() || null;
    const { submission, companyId, releasedReviews } = await this.unitOfWork.run(async () => {
      const found = await this.submissions.findByIdForUpdate(input.submissionId);
      if (!found) throw new SubmissionNotFoundError();
      if (found.status !== 'pending') throw new SubmissionAlreadyDecidedError();
      const at = this.clock.now();
      let created: string | null = null;
      let released = 0;
      let listed: CompanySubmission = found;
      if (input.approved) {
        listed = {
          ...found,
          type: input.type ?? found.type,
          location: input.location?.trim() || found.location,
          country: input.country?.trim() || found.country,
        };
        if (!listed.type || !listed.location || !listed.country) throw new IncompleteSubmissionError();
        created = await this.directory.createCompany(listed);
        if (!created) throw new DuplicateCompanyError();
        released = await this.heldReviews.release(found.id, created);
      } else {
        await this.heldReviews.reject(found.id, SUBMISSION_ANSWERS.heldReviewRejected, at);
      }
      await this.submissions.decide(found.id, {
        status: input.approved ? 'approved' : 'rejected',
        reviewerId: admin.id,
        at,
        notes,
        rejectionReason,
        companyId: created,
        listedAs: input.approved ? { type: listed.type, location: listed.location, country: listed.country } : null,
      });
      return { submission: listed, companyId: created, releasedReviews: released };
    });
    await this.mailSubmitter(submission, companyId, rejectionReason, releasedReviews);
    return { id: submission.id, status: input.approved ? 'approved' : 'rejected', companyId };
  }

  private async mailSubmitter(submission: CompanySubmission, companyId: string | null, reason: string | null, releasedReviews: number): Promise<void> {
    if (!submission.submittedBy) return;
    const member = await this.submitters.findById(submission.submittedBy);
    if (!member) return;
    if (companyId) {
      await this.mailer.sendSubmissionApproved(member.email, displayName(member), submission.name, `${this.appUrl}/companies/${companyId}`, releasedReviews);
    } else {
      await this.mailer.sendSubmissionRejected(member.email, displayName(member), submission.name, reason);
    }
  }
}
