import { displayName } from '../accounts/account';
import { decisionEntry } from '../audit/audit-entry';
import { AuditLog } from '../audit/audit-log.port';
import { decide, moderationNote, type ModerationRequest, type Verdict } from '../moderation/moderation';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { CompanySubmission } from './company-submission';
import { DuplicateCompanyError, IncompleteSubmissionError, SubmissionNotFoundError } from './company-submissions.errors';
import { CompanySubmissions, HeldReviews, SubmissionDirectory, Submitters } from './company-submissions.port';
import { SubmissionMailer } from './submission-mailer.port';
import { SUBMISSION_ANSWERS } from './submission-rules';
import type { CompanyType } from '../directory/taxonomy';

export interface ModerateCompanySubmissionInput extends ModerationRequest {
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
 * An admin's decision on a company submission (docs/data-model.md, docs/screens.md#screen-states; docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews, docs/data-and-discovery.md#discovery-automation). In one transaction:
 * approval lists the company (with its directory facets), marks the submission approved with the new
 * company's id, and releases the reviews held for it into moderation; rejection stores the reason and
 * rejects the held reviews. Afterwards the submitting member, if any, is mailed.
 * Decided once, under the submission's row lock (docs/security.md#trust-and-safety-rules), and recorded in the audit log.
 * @throws SubmissionNotFoundError, AlreadyDecidedError, DuplicateCompanyError (name already listed),
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
    private readonly audit: AuditLog,
  ) {}

  async execute(moderatorId: string, input: ModerateCompanySubmissionInput): Promise<{ id: string; status: Verdict; companyId: string | null }> {
    const { submission, verdict, companyId, rejectionReason, releasedReviews } = await this.unitOfWork.run(async () => {
      const found = await this.submissions.findForUpdate(input.id);
      if (!found) throw new SubmissionNotFoundError();
      const decision = decide(found.status === 'pending', moderatorId, input, this.clock.now());
      // Notes are the admins' own; only an explicit reason is stored as the reason and mailed.
      const reason = decision.verdict === 'rejected' ? moderationNote(input.rejectionReason) : null;
      let created: string | null = null;
      let released = 0;
      let listed: CompanySubmission = found;
      if (decision.verdict === 'approved') {
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
        await this.heldReviews.reject(found.id, SUBMISSION_ANSWERS.heldReviewRejected, decision.decidedAt);
      }
      await this.submissions.recordDecision(found.id, decision, {
        rejectionReason: reason,
        companyId: created,
        listedAs: created ? { type: listed.type, location: listed.location, country: listed.country } : null,
      });
      await this.audit.record(
        decisionEntry(
          'company_submission',
          { id: found.id, label: found.name },
          decision,
          created ? { companyId: created } : reason ? { rejectionReason: reason } : null,
        ),
      );
      return { submission: listed, verdict: decision.verdict, companyId: created, rejectionReason: reason, releasedReviews: released };
    });
    await this.mailSubmitter(submission, companyId, rejectionReason, releasedReviews);
    return { id: submission.id, status: verdict, companyId };
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
