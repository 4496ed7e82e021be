import { regionMembership } from '../directory/regions';
import type { CompanyType, DevelopmentPhase, MoleculeType, Region, Service, TherapeuticArea } from '../directory/taxonomy';
import { PROJECT_TYPE_FIT, type ProjectType } from './project-requirements';

/** The criteria a match is fitted on (DECISIONS §12), in display order; only those the buyer gave are checked. */
export const FIT_CRITERIA = ['projectType', 'therapeuticArea', 'geography', 'moleculeType', 'developmentPhase'] as const;
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
};

/**
 * The services that can carry a project of each type (DECISIONS §12: project type fits by services, not
 * only company type). A company offering none of them does not fit; one listing no services falls back to
 * the company-type rule of DECISIONS §7 (PROJECT_TYPE_FIT) and is `unknown` when its type fits.
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

/** A list criterion: the value is listed (match), nothing is listed (unknown), or other values are (mismatch). */
function listRule(
  criterion: FitCriterion,
  wanted: (criteria: FitCriteria) => string | null | undefined,
  fact: ListedFitFact,
  noun: string,
): CriterionRule {
  return {
    criterion,
    test: (criteria) => {
      const value = wanted(criteria);
      return value ? { criterion, matchWhen: [{ fact, anyOf: [value] }], unknownWhenUnlisted: fact } : null;
    },
    detail: (criteria, company, status) =>
      status === 'match' ? `Lists ${wanted(criteria)}` : status === 'unknown' ? `${noun} not published` : `Lists ${listed(company[fact])}, not ${wanted(criteria)}`,
  };
}

/** The company's services that can carry the project (PROJECT_TYPE_SERVICES). */
const offeredFor = (criteria: FitCriteria, company: FitFacts) =>
  company.services.filter((service) => (PROJECT_TYPE_SERVICES[criteria.projectType] as readonly string[]).includes(service));

/**
 * Project type: a service that carries it (match); no services published, and a company type that runs such
 * work (DECISIONS §7, unknown); otherwise mismatch.
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

/** The rules in FIT_CRITERIA order. */
const RULES: readonly CriterionRule[] = [
  PROJECT_TYPE_RULE,
  listRule('therapeuticArea', (criteria) => criteria.therapeuticArea, 'therapeuticAreas', 'Therapeutic areas'),
  GEOGRAPHY_RULE,
  listRule('moleculeType', (criteria) => criteria.moleculeType, 'moleculeTypes', 'Modalities'),
  listRule('developmentPhase', (criteria) => criteria.developmentPhase, 'developmentPhases', 'Phases'),
];

/** The tests of the criteria the buyer gave, in FIT_CRITERIA order. */
export function criterionTests(criteria: FitCriteria): CriterionTest[] {
  return RULES.flatMap((rule) => rule.test(criteria) ?? []);
}

/**
 * How a company fits a project (DECISIONS §12), one result per criterion given, in FIT_CRITERIA order.
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
