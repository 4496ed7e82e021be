import type { QueuePage, QueueSlice } from '../moderation/moderation';
import { displayName } from '../accounts/account';
import type { PendingSubmission } from './company-submission';
import { CompanySubmissions, SubmissionDirectory, Submitters } from './company-submissions.port';
import { possibleDuplicatesOf } from './possible-duplicates';

/**
 * One page of pending submissions for the admin's Company Submissions tab (with the total pending), oldest first, each with who proposed it
 * and the listed companies that may be the same one: same normalised name (companyNameKey) or same
 * website host.
 */
export class ListPendingSubmissions {
  constructor(
    private readonly submissions: CompanySubmissions,
    private readonly directory: SubmissionDirectory,
    private readonly submitters: Submitters,
  ) {}

  async execute(page: QueuePage): Promise<QueueSlice<PendingSubmission>> {
    const { items: pending, total } = await this.submissions.listPending(page);
    if (pending.length === 0) return { items: [], total };
    const duplicates = await possibleDuplicatesOf(this.directory, pending);
    const submitterIds = [...new Set(pending.map((s) => s.submittedBy).filter((id): id is string => id !== null))];
    const submitters = new Map((await this.submitters.findByIds(submitterIds)).map((a) => [a.id, a]));
    const items = pending.map((submission, i) => {
      const submitter = submission.submittedBy ? submitters.get(submission.submittedBy) : undefined;
      return {
        ...submission,
        submitterEmail: submitter?.email ?? null,
        submitterName: submitter ? displayName(submitter) : null,
        possibleDuplicates: duplicates[i].map((c) => ({ id: c.id, name: c.name })),
      };
    });
    return { items, total };
  }
}
