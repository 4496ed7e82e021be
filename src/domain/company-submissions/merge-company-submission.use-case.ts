import { displayName } from '../accounts/account';
import { AuditLog } from '../audit/audit-log.port';
import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { settle } from '../moderation/moderation';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { SubmissionNotFoundError } from './company-submissions.errors';
import { CompanySubmissions, HeldReviews, Submitters } from './company-submissions.port';
import { SubmissionMailer } from './submission-mailer.port';

export interface MergeCompanySubmissionInput {
  submissionId: string;
  /** The listed company the proposal turned out to be. */
  companyId: string;
  notes?: string | null;
}

/**
 * POST /api/admin/merge-company-submission (docs/administration.md): a proposal that is a company already listed is
 * closed as a `duplicate` of it, and the reviews held for the proposal enter moderation for that company
 * instead of being dropped. Decided once, under the submission's row lock, like every moderation (the
 * moderation module's `settle`), and recorded in the audit log; the submitter is mailed afterwards.
 * @throws CompanyNotFoundError for a company that is not listed; SubmissionNotFoundError;
 *   AlreadyDecidedError when the submission was decided before.
 */
export class MergeCompanySubmission {
  constructor(
    private readonly submissions: CompanySubmissions,
    private readonly directory: CompanyDirectory,
    private readonly heldReviews: HeldReviews,
    private readonly submitters: Submitters,
    private readonly mailer: SubmissionMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly appUrl: string,
  ) {}

  async execute(moderatorId: string, input: MergeCompanySubmissionInput): Promise<{ id: string; status: 'duplicate'; companyId: string; releasedReviews: number }> {
    const company = await this.directory.findProfile(input.companyId);
    if (!company) throw new CompanyNotFoundError(input.companyId);
    const { submission, releasedReviews } = await this.unitOfWork.run(async () => {
      const found = await this.submissions.findForUpdate(input.submissionId);
      if (!found) throw new SubmissionNotFoundError();
      const settlement = settle(found.status === 'pending', moderatorId, 'duplicate', input.notes, this.clock.now());
      const released = await this.heldReviews.release(found.id, company.id);
      await this.submissions.recordDuplicate(found.id, settlement, company.id);
      await this.audit.record({
        actorId: moderatorId,
        subjectType: 'company_submission',
        subjectId: found.id,
        verb: 'merged',
        subjectLabel: found.name,
        notes: settlement.notes,
        details: { companyId: company.id, companyName: company.name, releasedReviews: released },
        at: settlement.decidedAt,
      });
      return { submission: found, releasedReviews: released };
    });
    const member = submission.submittedBy ? await this.submitters.findById(submission.submittedBy) : null;
    if (member) {
      await this.mailer.sendSubmissionMerged(member.email, displayName(member), submission.name, company.name, `${this.appUrl}/companies/${company.id}`, releasedReviews);
    }
    return { id: submission.id, status: 'duplicate', companyId: company.id, releasedReviews };
  }
}
