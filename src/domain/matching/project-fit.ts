import { regionMembership } from '../directory/regions';
import { expandWithChildren } from '../directory/taxonomy-hierarchy';
import type { CompanyType, DevelopmentPhase, MoleculeType, Region, Service, TherapeuticArea } from '../directory/taxonomy';
import { PROJECT_SCALE_LABELS, PROJECT_TYPE_FIT, type ProjectScale, type ProjectType } from './project-requirements';

/** The criteria a match is fitted on (docs/matching-and-projects.md), in display order; only those the buyer gave are checked. */
export const FIT_CRITERIA = ['projectType', 'therapeuticArea', 'geography', 'moleculeType', 'developmentPhase', 'scale'] as const;
export type FitCriterion = (typeof FIT_CRITERIA)[number];

/** `match`: the company's facts meet it; `unknown`: the fact is not published; `mismatch`: they do not. */
export type FitStatus = 'match' | 'unknown' | 'mismatch';

/** One criterion's verdict, with the words a buyer reads beside the badge. */
export interface FitResult {
  criterion: FitCriterion;
  status: FitStatus;
  detail: string;
}

/** Labels of the criteria on screen. */
export const FIT_CRITERION_LABELS: Record<FitCriterion, string> = {
  projectType: 'Project type',
  therapeuticArea: 'Therapeutic area',
  geography: 'Geography',
  moleculeType: 'Modality',
  developmentPhase: 'Phase',
  scale: 'Scale',
};

/** The development phases that show a company works at each scale: any of them fits. */
export const SCALE_PHASES: Record<ProjectScale, readonly DevelopmentPhase[]> = {
  clinical: ['Phase I', 'Phase II', 'Phase III'],
  commercial: ['Commercial'],
};

/**
 * The services that can carry a project of each type: a project type fits by services, not only by company type.
 * A company offering none of them does not fit; one listing no services falls back to the company-type rule
 * (PROJECT_TYPE_FIT) and is `unknown` when its type fits. A clinical trial needs clinical operations (running
 * trials, monitoring, sites, recruitment): survey, statistics or real-world-evidence firms fit only when they list
 * one of those. Reviewed against the bundled dataset in docs/matching-and-projects.md.
 */
export const PROJECT_TYPE_SERVICES: Record<ProjectType, readonly Service[]> = {
  'Clinical Trial': ['Clinical Research', 'Site Management', 'Patient Recruitment', 'Monitoring', 'Decentralized Trials'],
  'Drug Manufacturing': ['Manufacturing', 'API Manufacturing', 'Fill-Finish'],
  'Analytical Testing': ['Analytical Services', 'Bioanalysis', 'Quality Control', 'Central Laboratory'],
  'Regulatory Submission': ['Regulatory Affairs', 'Medical Writing'],
  'Biomarker Analysis': ['Bioanalysis', 'Central Laboratory'],
  'Toxicology Studies': ['Toxicology', 'Preclinical Research'],
};

/** What fitting reads of a company. Lists are empty where the fact is not published. */
export interface FitFacts {
  type: CompanyType;
  country: string;
  services: readonly string[];
  therapeuticAreas: readonly string[];
  moleculeTypes: readonly string[];
  developmentPhases: readonly string[];
  serviceLocations: readonly string[];
}

/** The project criteria a company is fitted against; absent ones are not checked. */
export interface FitCriteria {
  projectType: ProjectType;
  therapeuticArea?: TherapeuticArea | null;
  geography?: Region | null;
  moleculeType?: MoleculeType | null;
  developmentPhase?: DevelopmentPhase | null;
  scale?: ProjectScale | null;
}

const listed = (values: readonly string[]) => values.join(', ');

/** A fact fitting reads: a company's type or country, or one of its lists. */
export type FitFact = keyof FitFacts;
/** The facts that are lists; an empty one is a fact not published. */
export type ListedFitFact = Exclude<FitFact, 'type' | 'country'>;

/** Holds when the company's `fact` is, or lists, one of `anyOf`. */
export interface FactCondition {
  fact: FitFact;
  anyOf: readonly string[];
}

/**
 * One criterion as conditions on a company's facts: `match` when any of `matchWhen` holds; otherwise `unknown`
 * when the list `unknownWhenUnlisted` is empty and `unknownAlsoNeeds` (if any) holds; otherwise `mismatch`. The
 * one statement of each rule: projectFit judges one company by it, and the matching candidates' query states
 * the same conditions in SQL, so the database leaves out exactly the companies a rule contradicts.
 */
export interface CriterionTest {
  criterion: FitCriterion;
  matchWhen: readonly FactCondition[];
  unknownWhenUnlisted: ListedFitFact;
  unknownAlsoNeeds?: FactCondition;
}

/** The values a company has for a fact: a list as it is, a type or country as a list of one. */
function factValues(company: FitFacts, fact: FitFact): readonly string[] {
  const value = company[fact];
  return typeof value === 'string' ? [value] : value;
}

/** Whether a condition holds for a company. */
function holds(condition: FactCondition, company: FitFacts): boolean {
  return factValues(company, condition.fact).some((value) => condition.anyOf.includes(value));
}

/** The verdict of one criterion's test on one company. */
export function testStatus(test: CriterionTest, company: FitFacts): FitStatus {
  if (test.matchWhen.some((condition) => holds(condition, company))) return 'match';
  const unpublished = company[test.unknownWhenUnlisted].length === 0 && (!test.unknownAlsoNeeds || holds(test.unknownAlsoNeeds, company));
  return unpublished ? 'unknown' : 'mismatch';
}

/** One criterion's rule: its test when the buyer gave it, and the words for a verdict. */
interface CriterionRule {
  criterion: FitCriterion;
  test(criteria: FitCriteria): CriterionTest | null;
  detail(criteria: FitCriteria, company: FitFacts, status: FitStatus): string;
}

/**
 * A list criterion: the value, or a narrower value under it, is listed (match; Biologics is met by Monoclonal
 * Antibodies), nothing is listed (unknown), or other values are (mismatch).
 */
function listRule(criterion: FitCriterion, wanted: (criteria: FitCriteria) => string | null | undefined, fact: ListedFitFact, noun: string): CriterionRule {
  const meeting = (value: string) => expandWithChildren(fact, [value]);
  return {
    criterion,
    test: (criteria) => {
      const value = wanted(criteria);
      return value ? { criterion, matchWhen: [{ fact, anyOf: meeting(value) }], unknownWhenUnlisted: fact } : null;
    },
    detail: (criteria, company, status) => {
      const value = wanted(criteria)!;
      if (status === 'unknown') return `${noun} not published`;
      if (status === 'mismatch') return `Lists ${listed(company[fact])}, not ${value}`;
      const met = company[fact].filter((listedValue) => meeting(value).includes(listedValue));
      return met.includes(value) ? `Lists ${value}` : `Lists ${listed(met)}, under ${value}`;
    },
  };
}

/** The company's services that can carry the project (PROJECT_TYPE_SERVICES). */
const offeredFor = (criteria: FitCriteria, company: FitFacts) =>
  company.services.filter((service) => (PROJECT_TYPE_SERVICES[criteria.projectType] as readonly string[]).includes(service));

/**
 * Project type: a service that carries it (match); no services published, and a company type that runs such
 * work (unknown); otherwise mismatch.
 */
const PROJECT_TYPE_RULE: CriterionRule = {
  criterion: 'projectType',
  test: (criteria) => ({
    criterion: 'projectType',
    matchWhen: [{ fact: 'services', anyOf: PROJECT_TYPE_SERVICES[criteria.projectType] }],
    unknownWhenUnlisted: 'services',
    unknownAlsoNeeds: { fact: 'type', anyOf: PROJECT_TYPE_FIT[criteria.projectType] },
  }),
  detail: (criteria, company, status) => {
    if (status === 'match') return `Offers ${listed(offeredFor(criteria, company))}`;
    if (company.services.length > 0) return `Offers no ${listed(PROJECT_TYPE_SERVICES[criteria.projectType])}`;
    return status === 'unknown' ? `Services not published; a ${company.type} can run this work` : `A ${company.type} does not run this work`;
  },
};

/** Geography: in the region by regionMembership (headquarters or a service location); no regions published, unknown. */
const GEOGRAPHY_RULE: CriterionRule = {
  criterion: 'geography',
  test: ({ geography }) => {
    if (!geography) return null;
    const member = regionMembership(geography);
    return {
      criterion: 'geography',
      matchWhen: [
        { fact: 'country', anyOf: member.countries },
        { fact: 'serviceLocations', anyOf: member.serviceLocations },
      ],
      unknownWhenUnlisted: 'serviceLocations',
    };
  },
  detail: (criteria, company, status) => {
    if (status === 'match') {
      return regionMembership(criteria.geography!).countries.includes(company.country) ? `Headquartered in ${company.country}` : `Serves ${criteria.geography}`;
    }
    return status === 'unknown'
      ? `Based in ${company.country}; service regions not published`
      : `Based in ${company.country}; serves ${listed(company.serviceLocations)}`;
  },
};

/** Scale: a phase of the scale is listed (match), no phases are listed (unknown), or only other phases are (mismatch). */
const SCALE_RULE: CriterionRule = {
  criterion: 'scale',
  test: ({ scale }) =>
    scale ? { criterion: 'scale', matchWhen: [{ fact: 'developmentPhases', anyOf: SCALE_PHASES[scale] }], unknownWhenUnlisted: 'developmentPhases' } : null,
  detail: (criteria, company, status) => {
    const wanted = SCALE_PHASES[criteria.scale!] as readonly string[];
    if (status === 'match') return `Lists ${listed(company.developmentPhases.filter((phase) => wanted.includes(phase)))}`;
    if (status === 'unknown') return 'Phases not published';
    return `Lists ${listed(company.developmentPhases)}, not ${PROJECT_SCALE_LABELS[criteria.scale!].toLowerCase()} work`;
  },
};

/** The rules in FIT_CRITERIA order. */
const RULES: readonly CriterionRule[] = [
  PROJECT_TYPE_RULE,
  listRule('therapeuticArea', (criteria) => criteria.therapeuticArea, 'therapeuticAreas', 'Therapeutic areas'),
  GEOGRAPHY_RULE,
  listRule('moleculeType', (criteria) => criteria.moleculeType, 'moleculeTypes', 'Modalities'),
  listRule('developmentPhase', (criteria) => criteria.developmentPhase, 'developmentPhases', 'Phases'),
  SCALE_RULE,
];

/** The tests of the criteria the buyer gave, in FIT_CRITERIA order. */
export function criterionTests(criteria: FitCriteria): CriterionTest[] {
  return RULES.flatMap((rule) => rule.test(criteria) ?? []);
}

/**
 * How a company fits a project, one result per criterion given, in FIT_CRITERIA order.
 * Unknown facts are `unknown`, never held against the company; contradicting facts are `mismatch`.
 */
export function projectFit(criteria: FitCriteria, company: FitFacts): FitResult[] {
  return RULES.flatMap((rule) => {
    const test = rule.test(criteria);
    if (!test) return [];
    const status = testStatus(test, company);
    return [{ criterion: rule.criterion, status, detail: rule.detail(criteria, company, status) }];
  });
}

/**
 * The verdicts of projectFit without their words: how many criteria the company meets, or null when it
 * contradicts one (it may not be offered).
 */
export function criteriaMet(criteria: FitCriteria, company: FitFacts): number | null {
  let met = 0;
  for (const test of criterionTests(criteria)) {
    const status = testStatus(test, company);
    if (status === 'mismatch') return null;
    if (status === 'match') met += 1;
  }
  return met;
}

/** How many criteria a fit meets. */
export function fitMatches(fit: readonly FitResult[]): number {
  return fit.filter((result) => result.status === 'match').length;
}

/** Whether a company may be offered at all: no criterion is contradicted. */
export function fitsProject(fit: readonly FitResult[]): boolean {
  return fit.every((result) => result.status !== 'mismatch');
}

/** How many criteria a project gives (the project type always; the others when chosen). */
export function criteriaGiven(criteria: FitCriteria): number {
  return criterionTests(criteria).length;
}

/**
 * The fit score, 0-100: `round(100 × (met + 0.5 × unknown) / given)` over the criteria given, where a criterion
 * whose fact the company does not publish counts half and never as met; 100 when none is given. A company that
 * contradicts a criterion is no candidate, so every criterion given is met or unknown.
 * Example: 3 criteria, 2 met and 1 unknown → round(100 × 2.5 / 3) = 83.
 */
export function fitScore(given: number, met: number): number {
  if (given <= 0) return 100;
  const unknown = given - met;
  return Math.round((100 * (met + 0.5 * unknown)) / given);
}
