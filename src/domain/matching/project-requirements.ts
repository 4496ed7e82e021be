/**
 * A buyer's project requirements for matching: enumerations, weights, messages (docs/data-model.md
 * "Enumerations", docs/screens.md#constants-and-limits; docs/matching-and-projects.md, docs/api-contract.md#contract-details). Shared by the API's DTO and the web's form.
 */
import type { CompanyType, DevelopmentPhase, MoleculeType, Region, TherapeuticArea } from '../directory/taxonomy';
import { RATING_CATEGORIES, type RatingCategory } from '../reviews/rating-categories';

export const PROJECT_TYPES = ['Clinical Trial', 'Drug Manufacturing', 'Analytical Testing', 'Regulatory Submission', 'Biomarker Analysis', 'Toxicology Studies'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_TIMELINES = ['Rush (< 3 months)', 'Standard (3-12 months)', 'Extended (> 12 months)'] as const;
export type ProjectTimeline = (typeof PROJECT_TIMELINES)[number];

/**
 * The scale a project runs at: clinical supply (a company listing Phase I, II or III fits) or commercial supply
 * (a company listing Commercial fits). Optional; fitted on the development phases a company lists.
 */
export const PROJECT_SCALES = ['clinical', 'commercial'] as const;
export type ProjectScale = (typeof PROJECT_SCALES)[number];

/** How each scale reads on screen. */
export const PROJECT_SCALE_LABELS: Record<ProjectScale, string> = {
  clinical: 'Clinical (Phase I-III)',
  commercial: 'Commercial',
};

/** Budget bands offered by the form, in US dollars (the spec names the field but not its values). */
export const PROJECT_BUDGETS = ['Under $100K', '$100K - $500K', '$500K - $1M', '$1M - $5M', 'Over $5M'] as const;
export type ProjectBudget = (typeof PROJECT_BUDGETS)[number];

/** Importance of one rating category to the project: an integer 1 (low) to 5 (critical), default 3. */
export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 5;
export const WEIGHT_DEFAULT = 3;

/** The requirement field holding each category's weight (docs/data-model.md#stored-entities). */
export const WEIGHT_FIELDS = Object.fromEntries(RATING_CATEGORIES.map((category) => [category, `${category}Weight`])) as {
  [C in RatingCategory]: `${C}Weight`;
};
export type WeightField = (typeof WEIGHT_FIELDS)[RatingCategory];

/** Importance weights 1-5 per rating category. */
export type MatchWeights = Record<RatingCategory, number>;

/** Longest project name, in characters. */
export const PROJECT_NAME_MAX_LENGTH = 200;

export const MATCH_MESSAGES = {
  projectType: 'Please select a project type',
  timeline: 'Please select a timeline',
  budget: 'Please select a budget range',
  therapeuticArea: 'Please select a therapeutic area',
  geography: 'Please select a region',
  moleculeType: 'Please select a modality',
  developmentPhase: 'Please select a development phase',
  scale: 'Scale must be clinical or commercial',
  excludeFdaWarningLetters: 'excludeFdaWarningLetters must be true or false',
  projectName: `Project name must be at most ${PROJECT_NAME_MAX_LENGTH} characters`,
  weight: `Importance must be a whole number from ${WEIGHT_MIN} to ${WEIGHT_MAX}`,
  failed: 'Failed to find matches. Please try again.',
  /** Over the per-member or per-address limit of matches a minute (429 with Retry-After). */
  tooManyMatches: 'Too many match requests. Please wait a minute and try again.',
  noMatchesTitle: 'No Matches Found',
  noMatches: 'No listed company fits these criteria. Try removing a criterion or choosing another region.',
  foundTitle: 'Matches Found',
} as const;

/** "Found N company matches for your project requirements." (docs/screens.md#messages) */
export function matchesFoundMessage(count: number): string {
  return `Found ${count} company ${count === 1 ? 'match' : 'matches'} for your project requirements.`;
}

/**
 * What a buyer asks for. Therapeutic area, geography (a region), modality, phase and scale are fitted against each
 * company; the budget and timeline are stored for the buyer's record only (docs/matching.md).
 */
export interface ProjectRequirement {
  projectName: string | null;
  projectType: ProjectType;
  timeline: ProjectTimeline;
  budget: ProjectBudget | null;
  therapeuticArea: TherapeuticArea | null;
  geography: Region | null;
  moleculeType: MoleculeType | null;
  developmentPhase: DevelopmentPhase | null;
  scale: ProjectScale | null;
  /**
   * Leaves out the companies with an FDA warning letter confirmed as theirs within the regulatory record's coverage
   * (docs/matching-and-projects.md); false keeps every company.
   */
  excludeFdaWarningLetters: boolean;
  weights: MatchWeights;
}

/**
 * Company types that can run a project of each type (docs/matching-and-projects.md): clinical and regulatory work needs
 * a CRO (or an integrated CRDMO), manufacturing a CMO, CDMO or CRDMO, analytical testing any of them.
 */
export const PROJECT_TYPE_FIT: Record<ProjectType, readonly CompanyType[]> = {
  'Clinical Trial': ['CRO', 'CRDMO'],
  'Regulatory Submission': ['CRO', 'CRDMO'],
  'Biomarker Analysis': ['CRO', 'CRDMO'],
  'Toxicology Studies': ['CRO', 'CRDMO'],
  'Drug Manufacturing': ['CMO', 'CDMO', 'CRDMO'],
  'Analytical Testing': ['CRO', 'CMO', 'CDMO', 'CRDMO'],
};
