import { companyNameKey } from '../directory/company-name';
import type { DirectoryMatch, PossibleDuplicate } from './company-submission';
import { SubmissionDirectory } from './company-submissions.port';
import { websiteHost } from './submission-rules';

/** What a proposed company is recognised by: its name and its website. */
export interface ProposedIdentity {
  name: string;
  website: string | null;
}

/**
 * The directory entries that may be the same company as each proposal: the same normalised name
 * (companyNameKey) or the same website host (compared by registrable domain in the directory). One query for
 * all the proposals; the result is in the proposals' order.
 */
export async function possibleDuplicatesOf(directory: SubmissionDirectory, proposals: readonly ProposedIdentity[]): Promise<DirectoryMatch[][]> {
  if (proposals.length === 0) return [];
  const keys = proposals.map((p) => companyNameKey(p.name));
  const hosts = proposals.map((p) => websiteHost(p.website));
  const candidates = await directory.findByNameKeysOrHosts([...new Set(keys.filter((k) => k !== ''))], [...new Set(hosts.filter((h): h is string => h !== null))]);
  return proposals.map((_, i) => candidates.filter((c) => c.nameKey === keys[i] || (hosts[i] !== null && c.host === hosts[i])));
}

/**
 * GET /api/company-submissions/possible-duplicates: warns a member, while filling in Add Company, that the
 * company looks already listed. Only listed companies are named: an unlisted one has no page.
 */
export class FindPossibleDuplicates {
  constructor(private readonly directory: SubmissionDirectory) {}

  async execute(proposal: ProposedIdentity): Promise<PossibleDuplicate[]> {
    if (!proposal.name.trim() && !websiteHost(proposal.website)) return [];
    const [matches] = await possibleDuplicatesOf(this.directory, [proposal]);
    return matches.filter((m) => m.listed).map(({ id, name }) => ({ id, name }));
  }
}
