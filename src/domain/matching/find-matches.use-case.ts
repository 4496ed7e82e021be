import { InsightCounters } from '../insights/insight-counters.port';
import { MATCH_APPEARANCE_DEPTH } from '../insights/insight-kinds';
import { entitlementsOf } from '../subscriptions/entitlements';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { MatchCandidates, type MatchedCompany } from './match-candidates.port';
import type { ProjectRequirement } from './project-requirements';
import { ProjectRequirements } from './project-requirements.port';
import { describeMatch, rankCandidates, type RankedMatch } from './rank-matches';

/** One match as the buyer sees it: the company, its scores and why. */
export type ProjectMatch = RankedMatch<MatchedCompany>;

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
 * allows (free 3, paid 25). The companies in the top 25 each count a match appearance for their vendors'
 * insights, whatever the buyer's plan shows, in the same transaction.
 */
export class FindMatches {
  constructor(
    private readonly candidates: MatchCandidates,
    private readonly requirements: ProjectRequirements,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly insights: InsightCounters,
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
    // The database leaves out the companies a criterion rules out; the domain ranks the rest. The top 25 each count
    // a match appearance for their vendors' insights, whatever the buyer's plan shows; the few shown are read in full.
    const depth = Math.max(limit, MATCH_APPEARANCE_DEPTH);
    const appearing = rankCandidates(await this.candidates.candidates(request), request.weights, depth);
    await this.insights.add('match_appearance', appearing.map(({ candidate }) => candidate.id), this.clock.now());
    const ranked = appearing.slice(0, limit);
    const details = new Map((await this.candidates.details(ranked.map(({ candidate }) => candidate.id))).map((company) => [company.id, company]));
    const matches = ranked.map(({ candidate, matchScore }) => {
      const company = details.get(candidate.id);
      if (!company) throw new Error(`Company ${candidate.id} vanished while matching`);
      return describeMatch(company, request, matchScore);
    });
    return { requirementId, limit, matches };
  }
}
