import type { QueuePage, QueueSlice } from '../moderation/moderation';
import { displayName } from '../accounts/account';
import { companyNameKey } from '../directory/company-name';
import type { PendingSubmission } from './company-submission';
import { CompanySubmissions, SubmissionDirectory, Submitters } from './company-submissions.port';
import { websiteHost } from './submission-rules';

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
    const keyOf = (name: string) => companyNameKey(name);
    const hosts = pending.map((s) => websiteHost(s.website)).filter((h): h is string => h !== null);
    const candidates = await this.directory.findByNameKeysOrHosts([...new Set(pending.map((s) => keyOf(s.name)))], [...new Set(hosts)]);
    const submitterIds = [...new Set(pending.map((s) => s.submittedBy).filter((id): id is string => id !== null))];
    const submitters = new Map((await this.submitters.findByIds(submitterIds)).map((a) => [a.id, a]));
    const items = pending.map((submission) => {
      const key = keyOf(submission.name);
      const host = websiteHost(submission.website);
      const submitter = submission.submittedBy ? submitters.get(submission.submittedBy) : undefined;
      return {
        ...submission,
        submitterEmail: submitter?.email ?? null,
        submitterName: submitter ? displayName(submitter) : null,
        possibleDuplicates: candidates
          .filter((c) => c.nameKey === key || (host !== null && c.host === host))
          .map((c) => ({ id: c.id, name: c.name })),
      };
    });
    return { items, total };
  }
}
