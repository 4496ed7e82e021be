import { inRegion, REGION_COUNTRIES } from '../directory/regions';
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

/** One criterion's rule: whether the buyer gave it, the verdict, and the words for a verdict. */
interface CriterionRule {
  criterion: FitCriterion;
  given(criteria: FitCriteria): boolean;
  status(criteria: FitCriteria, company: FitFacts): FitStatus;
  detail(criteria: FitCriteria, company: FitFacts, status: FitStatus): string;
}

/** A list criterion: the value is listed (match), nothing is listed (unknown), or other values are (mismatch). */
function listRule(
  criterion: FitCriterion,
  wanted: (criteria: FitCriteria) => string | null | undefined,
  values: (company: FitFacts) => readonly string[],
  noun: string,
): CriterionRule {
  return {
    criterion,
    given: (criteria) => Boolean(wanted(criteria)),
    status: (criteria, company) => (values(company).includes(wanted(criteria)!) ? 'match' : values(company).length === 0 ? 'unknown' : 'mismatch'),
    detail: (criteria, company, status) =>
      status === 'match' ? `Lists ${wanted(criteria)}` : status === 'unknown' ? `${noun} not published` : `Lists ${listed(values(company))}, not ${wanted(criteria)}`,
  };
}

/** Whether a service can carry the project (PROJECT_TYPE_SERVICES). */
const carriesProject = (criteria: FitCriteria) => (service: string) => (PROJECT_TYPE_SERVICES[criteria.projectType] as readonly string[]).includes(service);

const offeredFor = (criteria: FitCriteria, company: FitFacts) => company.services.filter(carriesProject(criteria));

const PROJECT_TYPE_RULE: CriterionRule = {
  criterion: 'projectType',
  given: () => true,
  status: (criteria, company) => {
    if (company.services.some(carriesProject(criteria))) return 'match';
    if (company.services.length > 0) return 'mismatch';
    return PROJECT_TYPE_FIT[criteria.projectType].includes(company.type) ? 'unknown' : 'mismatch';
  },
  detail: (criteria, company, status) => {
    if (status === 'match') return `Offers ${listed(offeredFor(criteria, company))}`;
    if (company.services.length > 0) return `Offers no ${listed(PROJECT_TYPE_SERVICES[criteria.projectType])}`;
    return status === 'unknown' ? `Services not published; a ${company.type} can run this work` : `A ${company.type} does not run this work`;
  },
};

const GEOGRAPHY_RULE: CriterionRule = {
  criterion: 'geography',
  given: (criteria) => Boolean(criteria.geography),
  status: (criteria, company) => {
    if (inRegion(criteria.geography!, company.country, company.serviceLocations)) return 'match';
    return company.serviceLocations.length === 0 ? 'unknown' : 'mismatch';
  },
  detail: (criteria, company, status) => {
    if (status === 'match') {
      return REGION_COUNTRIES[criteria.geography!].includes(company.country) ? `Headquartered in ${company.country}` : `Serves ${criteria.geography}`;
    }
    return status === 'unknown'
      ? `Based in ${company.country}; service regions not published`
      : `Based in ${company.country}; serves ${listed(company.serviceLocations)}`;
  },
};

/** The rules in FIT_CRITERIA order. */
const RULES: readonly CriterionRule[] = [
  PROJECT_TYPE_RULE,
  listRule('therapeuticArea', (criteria) => criteria.therapeuticArea, (company) => company.therapeuticAreas, 'Therapeutic areas'),
  GEOGRAPHY_RULE,
  listRule('moleculeType', (criteria) => criteria.moleculeType, (company) => company.moleculeTypes, 'Modalities'),
  listRule('developmentPhase', (criteria) => criteria.developmentPhase, (company) => company.developmentPhases, 'Phases'),
];

/**
 * How a company fits a project (DECISIONS §12), one result per criterion given, in FIT_CRITERIA order.
 * Unknown facts are `unknown`, never held against the company; contradicting facts are `mismatch`.
 */
export function projectFit(criteria: FitCriteria, company: FitFacts): FitResult[] {
  return RULES.filter((rule) => rule.given(criteria)).map((rule) => {
    const status = rule.status(criteria, company);
    return { criterion: rule.criterion, status, detail: rule.detail(criteria, company, status) };
  });
}

/**
 * The verdicts of projectFit without their words, for judging a whole directory at once: how many criteria
 * the company meets, or null when it contradicts one (it may not be offered).
 */
export function criteriaMet(criteria: FitCriteria, company: FitFacts): number | null {
  let met = 0;
  for (const rule of RULES) {
    if (!rule.given(criteria)) continue;
    const status = rule.status(criteria, company);
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
