import { InsightCounters } from '../insights/insight-counters.port';
import { MATCH_APPEARANCE_DEPTH } from '../insights/insight-kinds';
import { entitlementsOf, FREE_MATCH_RESULTS } from '../subscriptions/entitlements';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { MatchCandidates } from './match-candidates.port';
import { matchRequestOf, type MatchRun, type ProjectMatch } from './match-run';
import type { ProjectRequirement } from './project-requirements';
import { ProjectRequirements } from './project-requirements.port';
import { describeMatch, rankCandidates, type MatchRequest } from './rank-matches';

/** Who asks: a member's plan decides how many matches they see; null for a visitor. */
export interface MatchSeeker {
  id: string;
  subscriptionTier: string;
  userType: string;
}

/**
 * Finds the providers that best fit a project (docs/matching-and-projects.md): every listed company whose facts
 * contradict no criterion is a candidate, reviewed or not; each is scored on fit and evidence and ordered by the
 * match score. A visitor sees the free plan's top 3 and nothing is stored; a member sees what their plan allows
 * (free 3, paid 25) and the requirement is stored with its results, so the run has an address. The companies in
 * the top 25 each count a match appearance for their vendors' insights, whoever asked, in the same transaction.
 */
export class FindMatches {
  constructor(
    private readonly candidates: MatchCandidates,
    private readonly requirements: ProjectRequirements,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly insights: InsightCounters,
  ) {}

  execute(seeker: MatchSeeker | null, requirement: ProjectRequirement): Promise<MatchRun> {
    return this.unitOfWork.run(() => this.match(seeker, requirement));
  }

  private async match(seeker: MatchSeeker | null, requirement: ProjectRequirement): Promise<MatchRun> {
    const now = this.clock.now();
    const limit = seeker ? entitlementsOf(seeker.subscriptionTier, seeker.userType === 'admin').matchResults : FREE_MATCH_RESULTS;
    const request = matchRequestOf(requirement);
    const matches = await topMatches(this.candidates, request, Math.max(limit, MATCH_APPEARANCE_DEPTH), async (appearing) => {
      await this.insights.add('match_appearance', appearing, now);
    });
    const shown = matches.slice(0, limit);
    const id = seeker ? await this.requirements.save(seeker.id, { requirement, limit, matches: shown }, now) : null;
    return { id, requirement, createdAt: now, limit, matches: shown };
  }
}

/**
 * The first `depth` matches of a project, described: the database leaves out the companies a criterion rules out
 * and places the rest in the evidence pools; the domain scores and orders them; the facts of the ones kept are
 * read in one go. `onRanked` receives the ids kept, in order, before they are read.
 */
export async function topMatches(
  candidates: MatchCandidates,
  request: MatchRequest,
  depth: number,
  onRanked?: (ids: string[]) => Promise<void>,
): Promise<ProjectMatch[]> {
  const ranked = rankCandidates(await candidates.candidates(request, depth), request, depth);
  const ids = ranked.map(({ candidate }) => candidate.id);
  await onRanked?.(ids);
  const details = new Map((await candidates.details(ids)).map((company) => [company.id, company]));
  return ranked.map(({ candidate, scores }) => {
    const company = details.get(candidate.id);
    if (!company) throw new Error(`Company ${candidate.id} vanished while matching`);
    return describeMatch(company, request, scores);
  });
}
