import * as yup from 'yup';
import { DEVELOPMENT_PHASES, MOLECULE_TYPES, REGIONS, THERAPEUTIC_AREAS } from '@domain/directory/taxonomy';
import {
  MATCH_MESSAGES,
  PROJECT_BUDGETS,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_TIMELINES,
  PROJECT_TYPES,
  WEIGHT_DEFAULT,
  WEIGHT_FIELDS,
  WEIGHT_MAX,
  WEIGHT_MIN,
  type ProjectBudget,
  type ProjectTimeline,
  type ProjectType,
} from '@domain/matching/project-requirements';
import type { DevelopmentPhase, MoleculeType, Region, TherapeuticArea } from '@domain/directory/taxonomy';
import { RATING_CATEGORIES, type RatingCategory } from '@domain/reviews/rating-categories';
import type { ProjectMatchRequest } from '../../api/types';

/** The requirements form (spec part 2 §5 "Match form"); '' is "not chosen" for the optional selects. */
export interface MatchFormValues {
  projectName: string;
  projectType: ProjectType | '';
  timeline: ProjectTimeline | '';
  therapeuticArea: TherapeuticArea | '';
  geography: Region | '';
  moleculeType: MoleculeType | '';
  developmentPhase: DevelopmentPhase | '';
  budget: ProjectBudget | '';
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
  budget: '',
  weights: Object.fromEntries(RATING_CATEGORIES.map((category) => [category, WEIGHT_DEFAULT])) as Record<RatingCategory, number>,
};

const weight = yup.number().integer(MATCH_MESSAGES.weight).min(WEIGHT_MIN, MATCH_MESSAGES.weight).max(WEIGHT_MAX, MATCH_MESSAGES.weight).required(MATCH_MESSAGES.weight);

/** The same rules the API applies (DECISIONS §7, §11). */
export const matchSchema = yup.object({
  projectName: yup.string().max(PROJECT_NAME_MAX_LENGTH, MATCH_MESSAGES.projectName),
  projectType: yup.string().oneOf(PROJECT_TYPES, MATCH_MESSAGES.projectType).required(MATCH_MESSAGES.projectType),
  timeline: yup.string().oneOf(PROJECT_TIMELINES, MATCH_MESSAGES.timeline).required(MATCH_MESSAGES.timeline),
  therapeuticArea: yup.string().oneOf(['', ...THERAPEUTIC_AREAS], MATCH_MESSAGES.therapeuticArea),
  geography: yup.string().oneOf(['', ...REGIONS], MATCH_MESSAGES.geography),
  moleculeType: yup.string().oneOf(['', ...MOLECULE_TYPES], MATCH_MESSAGES.moleculeType),
  developmentPhase: yup.string().oneOf(['', ...DEVELOPMENT_PHASES], MATCH_MESSAGES.developmentPhase),
  budget: yup.string().oneOf(['', ...PROJECT_BUDGETS], MATCH_MESSAGES.budget),
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
    ...(values.budget ? { budget: values.budget } : {}),
    ...weights,
  } as ProjectMatchRequest;
}
