import { entitlementsOf } from '../subscriptions/entitlements';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { MatchCandidates, type MatchedCompanySummary } from './match-candidates.port';
import type { ProjectRequirement } from './project-requirements';
import { ProjectRequirements } from './project-requirements.port';
import { rankMatches, type MatchCandidate, type RankedMatch } from './rank-matches';

/** One match as the buyer sees it: the company, its scores and why. */
export type ProjectMatch = RankedMatch<MatchCandidate & Omit<MatchedCompanySummary, 'id'>>;

/** Who asks: their plan decides how many matches they see. */
export interface MatchSeeker {
  id: string;
  subscriptionTier: string;
  userType: string;
}

/**
 * Finds the providers that best fit a project (DECISIONS §7, §12): stores the requirement, leaves out the
 * companies whose facts contradict a criterion, ranks the rest by criteria met and by their
 * evidence-weighted averages weighted by the buyer's priorities, and returns as many as the buyer's plan
 * allows (free 3, paid 25).
 */
export class FindMatches {
  constructor(
    private readonly candidates: MatchCandidates,
    private readonly requirements: ProjectRequirements,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** The requirement is stored only when the matches are found: one transaction. */
  execute(seeker: MatchSeeker, requirement: ProjectRequirement): Promise<{ requirementId: string; limit: number; matches: ProjectMatch[] }> {
    return this.unitOfWork.run(() => this.match(seeker, requirement));
  }

  private async match(seeker: MatchSeeker, requirement: ProjectRequirement): Promise<{ requirementId: string; limit: number; matches: ProjectMatch[] }> {
    const requirementId = await this.requirements.save(seeker.id, requirement, this.clock.now());
    const limit = entitlementsOf(seeker.subscriptionTier, seeker.userType === 'admin').matchResults;
    const request = {
      projectType: requirement.projectType,
      therapeuticArea: requirement.therapeuticArea,
      geography: requirement.geography,
      moleculeType: requirement.moleculeType,
      developmentPhase: requirement.developmentPhase,
      weights: requirement.weights,
    };
    const ranked = rankMatches(await this.candidates.candidates(request), request, limit);
    const summaries = new Map((await this.candidates.summaries(ranked.map((m) => m.company.id))).map((s) => [s.id, s]));
    const matches = ranked.map((match) => {
      const summary = summaries.get(match.company.id);
      if (!summary) throw new Error(`Company ${match.company.id} vanished while matching`);
      return {
        ...match,
        company: { ...match.company, location: summary.location, description: summary.description, ratingCounts: summary.ratingCounts, rankScore: summary.rankScore },
      };
    });
    return { requirementId, limit, matches };
  }
}
