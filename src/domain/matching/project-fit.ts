import { REGION_COUNTRIES, regionsOf } from '../directory/regions';
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

/** A list criterion: the value is listed (match), nothing is listed (unknown), or other values are (mismatch). */
function listFit(criterion: FitCriterion, wanted: string, values: readonly string[], noun: string): FitResult {
  if (values.includes(wanted)) return { criterion, status: 'match', detail: `Lists ${wanted}` };
  if (values.length === 0) return { criterion, status: 'unknown', detail: `${noun} not published` };
  return { criterion, status: 'mismatch', detail: `Lists ${listed(values)}, not ${wanted}` };
}

function projectTypeFit(projectType: ProjectType, company: FitFacts): FitResult {
  const offered = company.services.filter((service) => (PROJECT_TYPE_SERVICES[projectType] as readonly string[]).includes(service));
  if (offered.length > 0) return { criterion: 'projectType', status: 'match', detail: `Offers ${listed(offered)}` };
  if (company.services.length === 0) {
    return PROJECT_TYPE_FIT[projectType].includes(company.type)
      ? { criterion: 'projectType', status: 'unknown', detail: `Services not published; a ${company.type} can run this work` }
      : { criterion: 'projectType', status: 'mismatch', detail: `A ${company.type} does not run this work` };
  }
  return { criterion: 'projectType', status: 'mismatch', detail: `Offers no ${listed(PROJECT_TYPE_SERVICES[projectType])}` };
}

function geographyFit(region: Region, company: FitFacts): FitResult {
  if (REGION_COUNTRIES[region].includes(company.country)) return { criterion: 'geography', status: 'match', detail: `Headquartered in ${company.country}` };
  if (regionsOf(company.country, company.serviceLocations).includes(region)) return { criterion: 'geography', status: 'match', detail: `Serves ${region}` };
  if (company.serviceLocations.length === 0) return { criterion: 'geography', status: 'unknown', detail: `Based in ${company.country}; service regions not published` };
  return { criterion: 'geography', status: 'mismatch', detail: `Based in ${company.country}; serves ${listed(company.serviceLocations)}` };
}

/**
 * How a company fits a project (DECISIONS §12), one result per criterion given, in FIT_CRITERIA order.
 * Unknown facts are `unknown`, never held against the company; contradicting facts are `mismatch`.
 */
export function projectFit(criteria: FitCriteria, company: FitFacts): FitResult[] {
  const results: FitResult[] = [projectTypeFit(criteria.projectType, company)];
  if (criteria.therapeuticArea) results.push(listFit('therapeuticArea', criteria.therapeuticArea, company.therapeuticAreas, 'Therapeutic areas'));
  if (criteria.geography) results.push(geographyFit(criteria.geography, company));
  if (criteria.moleculeType) results.push(listFit('moleculeType', criteria.moleculeType, company.moleculeTypes, 'Modalities'));
  if (criteria.developmentPhase) results.push(listFit('developmentPhase', criteria.developmentPhase, company.developmentPhases, 'Phases'));
  return results;
}

/** How many criteria a fit meets. */
export function fitMatches(fit: readonly FitResult[]): number {
  return fit.filter((result) => result.status === 'match').length;
}

/** Whether a company may be offered at all: no criterion is contradicted. */
export function fitsProject(fit: readonly FitResult[]): boolean {
  return fit.every((result) => result.status !== 'mismatch');
}
