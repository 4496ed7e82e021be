import { isManufacturer } from '../directory/company-fact-rules';
import type { CompanyType } from '../directory/taxonomy';

/**
 * How complete a profile is: the share of the key facts a buyer decides on that the profile states, and which
 * are missing. The key facts depend on the company's type: research providers (CRO, CRDMO) add therapeutic
 * areas, manufacturers (CDMO, CMO, CRDMO) add modalities, sites and bioreactor volume.
 */

/** The facts completeness reads, as the profile JSON carries them (lists empty or null when unknown). */
export interface CompletenessFacts {
  type: CompanyType;
  website: string | null;
  description: string | null;
  foundedYear: number | null;
  employeeCount: number | null;
  employeeRange: string | null;
  ownership: string | null;
  services: readonly string[] | null;
  therapeuticAreas: readonly string[] | null;
  moleculeTypes: readonly string[] | null;
  developmentPhases: readonly string[] | null;
  serviceLocations: readonly string[] | null;
  sites: readonly unknown[] | null;
  maxBioreactorLiters: number | null;
}

/** One key fact: its label, the editable fact that states it, and whether the profile has it. */
export interface KeyFact {
  label: string;
  field: string;
  stated: boolean;
}

export interface ProfileCompleteness {
  /** Stated key facts out of all, 0-100, rounded down. */
  percent: number;
  facts: KeyFact[];
  missing: KeyFact[];
}

const listed = (values: readonly unknown[] | null) => values !== null && values.length > 0;

/** The key facts of a profile and which it states. */
export function keyFactsOf(company: CompletenessFacts): KeyFact[] {
  const research = company.type === 'CRO' || company.type === 'CRDMO';
  const manufacturing = isManufacturer(company.type);
  const facts: (KeyFact | false)[] = [
    { label: 'Website', field: 'website', stated: company.website !== null },
    { label: 'Description', field: 'description', stated: company.description !== null && company.description.trim() !== '' },
    { label: 'Founded year', field: 'foundedYear', stated: company.foundedYear !== null },
    { label: 'Employees', field: 'employeeCount', stated: company.employeeCount !== null || company.employeeRange !== null },
    { label: 'Services', field: 'services', stated: listed(company.services) },
    { label: 'Development phases', field: 'developmentPhases', stated: listed(company.developmentPhases) },
    { label: 'Service regions', field: 'serviceLocations', stated: listed(company.serviceLocations) },
    research && { label: 'Therapeutic areas', field: 'therapeuticAreas', stated: listed(company.therapeuticAreas) },
    manufacturing && { label: 'Modalities', field: 'moleculeTypes', stated: listed(company.moleculeTypes) },
    manufacturing && { label: 'Sites', field: 'sites', stated: listed(company.sites) },
    manufacturing && { label: 'Largest bioreactor', field: 'maxBioreactorLiters', stated: company.maxBioreactorLiters !== null },
  ];
  return facts.filter((fact): fact is KeyFact => fact !== false);
}

/** The profile's completeness: percent of key facts stated (0-100) and the missing ones, in the order shown. */
export function profileCompleteness(company: CompletenessFacts): ProfileCompleteness {
  const facts = keyFactsOf(company);
  const missing = facts.filter((fact) => !fact.stated);
  return { percent: Math.floor(((facts.length - missing.length) / facts.length) * 100), facts, missing };
}
