import * as yup from 'yup';
import { DEVELOPMENT_PHASES, MOLECULE_TYPES, REGIONS, THERAPEUTIC_AREAS } from '@domain/directory/taxonomy';
import {
  MATCH_MESSAGES,
  PROJECT_BUDGETS,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_SCALES,
  PROJECT_TIMELINES,
  PROJECT_TYPES,
  WEIGHT_DEFAULT,
  WEIGHT_FIELDS,
  WEIGHT_MAX,
  WEIGHT_MIN,
  type ProjectBudget,
  type ProjectScale,
  type ProjectTimeline,
  type ProjectType,
} from '@domain/matching/project-requirements';
import type { DevelopmentPhase, MoleculeType, Region, TherapeuticArea } from '@domain/directory/taxonomy';
import { RATING_CATEGORIES, type RatingCategory } from '@domain/reviews/rating-categories';
import type { ProjectMatchRequest, ProjectMatches } from '../../api/types';

/** The requirements form; '' is "not chosen" for the optional selects. */
export interface MatchFormValues {
  projectName: string;
  projectType: ProjectType | '';
  timeline: ProjectTimeline | '';
  therapeuticArea: TherapeuticArea | '';
  geography: Region | '';
  moleculeType: MoleculeType | '';
  developmentPhase: DevelopmentPhase | '';
  scale: ProjectScale | '';
  budget: ProjectBudget | '';
  /** Leave out the companies with a confirmed FDA warning letter in the regulatory record's coverage. */
  excludeFdaWarningLetters: boolean;
  weights: Record<RatingCategory, number>;
}

export const initialMatchValues: MatchFormValues = {
  projectName: '',
  projectType: '',
  timeline: '',
  therapeuticArea: '',
  geography: '',
  moleculeType: '',
  developmentPhase: '',
  scale: '',
  budget: '',
  excludeFdaWarningLetters: false,
  weights: Object.fromEntries(RATING_CATEGORIES.map((category) => [category, WEIGHT_DEFAULT])) as Record<RatingCategory, number>,
};

const weight = yup.number().integer(MATCH_MESSAGES.weight).min(WEIGHT_MIN, MATCH_MESSAGES.weight).max(WEIGHT_MAX, MATCH_MESSAGES.weight).required(MATCH_MESSAGES.weight);

/** The same rules the API applies. */
export const matchSchema = yup.object({
  projectName: yup.string().max(PROJECT_NAME_MAX_LENGTH, MATCH_MESSAGES.projectName),
  projectType: yup.string().oneOf(PROJECT_TYPES, MATCH_MESSAGES.projectType).required(MATCH_MESSAGES.projectType),
  timeline: yup.string().oneOf(PROJECT_TIMELINES, MATCH_MESSAGES.timeline).required(MATCH_MESSAGES.timeline),
  therapeuticArea: yup.string().oneOf(['', ...THERAPEUTIC_AREAS], MATCH_MESSAGES.therapeuticArea),
  geography: yup.string().oneOf(['', ...REGIONS], MATCH_MESSAGES.geography),
  moleculeType: yup.string().oneOf(['', ...MOLECULE_TYPES], MATCH_MESSAGES.moleculeType),
  developmentPhase: yup.string().oneOf(['', ...DEVELOPMENT_PHASES], MATCH_MESSAGES.developmentPhase),
  scale: yup.string().oneOf(['', ...PROJECT_SCALES], MATCH_MESSAGES.scale),
  budget: yup.string().oneOf(['', ...PROJECT_BUDGETS], MATCH_MESSAGES.budget),
  excludeFdaWarningLetters: yup.boolean(),
  weights: yup.object(Object.fromEntries(RATING_CATEGORIES.map((category) => [category, weight]))),
});

/** The same request with other weights: "adjust priorities" re-ranks without re-typing the form. */
export function withWeights(values: MatchFormValues, weights: Record<RatingCategory, number>): MatchFormValues {
  return { ...values, weights };
}

/** The POST /api/project-matches payload; unchosen optional fields are left out. */
export function matchRequest(values: MatchFormValues): ProjectMatchRequest {
  const weights = Object.fromEntries(RATING_CATEGORIES.map((category) => [WEIGHT_FIELDS[category], values.weights[category]]));
  const name = values.projectName.trim();
  return {
    projectType: values.projectType as ProjectType,
    timeline: values.timeline as ProjectTimeline,
    ...(name ? { projectName: name } : {}),
    ...(values.therapeuticArea ? { therapeuticArea: values.therapeuticArea } : {}),
    ...(values.geography ? { geography: values.geography } : {}),
    ...(values.moleculeType ? { moleculeType: values.moleculeType } : {}),
    ...(values.developmentPhase ? { developmentPhase: values.developmentPhase } : {}),
    ...(values.scale ? { scale: values.scale } : {}),
    ...(values.budget ? { budget: values.budget } : {}),
    ...(values.excludeFdaWarningLetters ? { excludeFdaWarningLetters: true } : {}),
    ...weights,
  } as ProjectMatchRequest;
}

/** The form's values of a requirement a run echoes (a stored run re-ranks from them). */
export function valuesOf(requirement: ProjectMatches['requirement']): MatchFormValues {
  return {
    projectName: requirement.projectName ?? '',
    projectType: requirement.projectType,
    timeline: requirement.timeline,
    therapeuticArea: requirement.therapeuticArea ?? '',
    geography: (requirement.geography === 'Asia Pacific' ? 'Asia' : requirement.geography) ?? '',
    moleculeType: requirement.moleculeType ?? '',
    developmentPhase: requirement.developmentPhase ?? '',
    scale: requirement.scale ?? '',
    budget: requirement.budget ?? '',
    excludeFdaWarningLetters: requirement.excludeFdaWarningLetters ?? false,
    weights: Object.fromEntries(RATING_CATEGORIES.map((category) => [category, requirement[WEIGHT_FIELDS[category]]])) as Record<RatingCategory, number>,
  };
}
