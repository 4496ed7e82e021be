import { publicRatingsOf } from '../../domain/directory/public-ratings';
import type { CheckMatchScoreResult } from '../../domain/matching/check-match-score.use-case';
import type { MatchRun, ProjectMatch } from '../../domain/matching/match-run';
import { WEIGHT_FIELDS, type ProjectBudget, type ProjectRequirement } from '../../domain/matching/project-requirements';
import { RATING_CATEGORIES } from '../../domain/reviews/rating-categories';
import { SCORED_DIMENSIONS } from '../../domain/reviews/rank-score';
import type { EvidencePercentilesDto, MatchScoreCheckDto, ProjectMatchDto, ProjectMatchesDto, ProjectRequirementDto } from './project-match.dto';

/**
 * A match, field by field. Below the anonymity threshold only the company's overall score is public
 * (publicRatingsOf): its category averages, counts, percentiles and the explanation's per-category figures are
 * left out.
 */
export function presentMatch(match: ProjectMatch): ProjectMatchDto {
  const { company, matchScore, fitScore, evidenceScore, evidence, percentiles, weightedScore, fit, explanation } = match;
  const { averageRatings, ratingCounts, categoriesShown } = publicRatingsOf(company);
  const shownPercentiles = Object.fromEntries(
    SCORED_DIMENSIONS.map((dimension) => [dimension, dimension === 'overall' || categoriesShown ? (percentiles[dimension] ?? null) : null]),
  ) as unknown as EvidencePercentilesDto;
  return {
    id: company.id,
    name: company.name,
    type: company.type,
    location: company.location,
    description: company.description,
    matchScore,
    fitScore,
    evidenceScore,
    evidence,
    percentiles: shownPercentiles,
    weightedScore: categoriesShown ? weightedScore : null,
    averageRatings,
    ratingCounts,
    reviewCount: company.reviewCount,
    rankScore: company.rankScore,
    fit: fit.map(({ criterion, status, detail }) => ({ criterion, status, detail })),
    explanation: categoriesShown
      ? {
          topContributors: explanation.topContributors.map(({ category, weight, average, points }) => ({ category, weight, average, points })),
          strongest: explanation.strongest && { category: explanation.strongest.category, average: explanation.strongest.average },
          weakest: explanation.weakest && { category: explanation.weakest.category, average: explanation.weakest.average },
          missingCategories: explanation.missingCategories,
        }
      : { topContributors: [], strongest: null, weakest: null, missingCategories: [] },
  };
}

/** A requirement as the client sent it, with the run's id (null when not stored) and time. */
export function presentRequirement(id: string | null, requirement: ProjectRequirement, createdAt: Date): ProjectRequirementDto {
  const weights = Object.fromEntries(RATING_CATEGORIES.map((category) => [WEIGHT_FIELDS[category], requirement.weights[category]]));
  return {
    id,
    createdAt: createdAt.toISOString(),
    projectType: requirement.projectType,
    timeline: requirement.timeline,
    budget: (requirement.budget as ProjectBudget | null) ?? undefined,
    therapeuticArea: requirement.therapeuticArea ?? undefined,
    geography: requirement.geography ?? undefined,
    moleculeType: requirement.moleculeType ?? undefined,
    developmentPhase: requirement.developmentPhase ?? undefined,
    scale: requirement.scale ?? undefined,
    excludeFdaWarningLetters: requirement.excludeFdaWarningLetters,
    projectName: requirement.projectName ?? undefined,
    ...weights,
  } as ProjectRequirementDto;
}

/** A run: its requirement, its matches and how many the plan showed. */
export function presentRun(run: MatchRun): ProjectMatchesDto {
  return { requirement: presentRequirement(run.id, run.requirement, run.createdAt), matches: run.matches.map(presentMatch), limit: run.limit };
}

/** A "Check Match Score" answer. */
export function presentMatchScoreCheck(check: CheckMatchScoreResult): MatchScoreCheckDto {
  const requirement = presentRequirement(check.requirement.id, check.requirement.requirement, check.requirement.createdAt);
  const top = check.top.map(presentMatch);
  if (check.company.fits) return { requirement, fits: true, match: presentMatch(check.company.match), rank: check.company.rank, company: null, top };
  const { company, fit } = check.company;
  return {
    requirement,
    fits: false,
    match: null,
    rank: null,
    company: { id: company.id, name: company.name, fit: fit.map(({ criterion, status, detail }) => ({ criterion, status, detail })) },
    top,
  };
}
