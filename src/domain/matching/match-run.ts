import type { MatchedCompany } from './match-candidates.port';
import type { ProjectRequirement } from './project-requirements';
import type { RankedMatch } from './rank-matches';

/** One match as the buyer sees it: the company, its scores and why. */
export type ProjectMatch = RankedMatch<MatchedCompany>;

/**
 * A match run: the requirement and the results as computed then. A member's run is stored and has an id (its
 * address is /find-match/{id}); a visitor's is not (id null).
 */
export interface MatchRun {
  id: string | null;
  requirement: ProjectRequirement;
  createdAt: Date;
  /** Most results the asker's plan shows (3 free and for visitors, 25 paid). */
  limit: number;
  matches: ProjectMatch[];
}

/** The requirement's fit criteria and weights, as ranking reads them. */
export function matchRequestOf(requirement: ProjectRequirement) {
  return {
    projectType: requirement.projectType,
    therapeuticArea: requirement.therapeuticArea,
    geography: requirement.geography,
    moleculeType: requirement.moleculeType,
    developmentPhase: requirement.developmentPhase,
    scale: requirement.scale,
    excludeFdaWarningLetters: requirement.excludeFdaWarningLetters,
    weights: requirement.weights,
  };
}
