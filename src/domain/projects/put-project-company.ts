import { InsightCounters } from '../insights/insight-counters.port';
import { PROJECT_COMPANIES_MAX, type ProjectCompanyStatus } from './project-rules';
import { ProjectFullError } from './projects.errors';
import { Projects } from './projects.port';

/**
 * Puts a company in a project, in the caller's transaction under the owner's lock (ownerLock): a new entry takes the status
 * (considering when none is given) and note, counts against PROJECT_COMPANIES_MAX and counts a shortlist add for the
 * company's vendors' insights; an existing one changes only the fields given.
 * @returns whether the company was new to the project.
 * @throws ProjectFullError (with `fullMessage` when given) when a new company would be one too many.
 */
export async function putProjectCompany(
  projects: Projects,
  insights: InsightCounters,
  input: { projectId: string; companyId: string; change: { status?: ProjectCompanyStatus; note?: string | null }; now: Date; fullMessage?: string },
): Promise<boolean> {
  const { projectId, companyId, change, now } = input;
  const existing = await projects.entry(projectId, companyId);
  if (!existing && (await projects.countEntries(projectId)) >= PROJECT_COMPANIES_MAX) throw new ProjectFullError(input.fullMessage);
  await projects.putEntry(projectId, companyId, change, now);
  if (!existing) await insights.add('shortlist_add', [companyId], now);
  return !existing;
}

/** The lock that serialises the creation of one member's projects and the additions to them. */
export const ownerLock = (ownerId: string) => `projects:${ownerId}`;
