import type { QueuePage, QueueSlice } from '../moderation/moderation';
import type { CompanyType } from './taxonomy';
import type { DatasetCompany } from './dataset-company';
import type { CompanySite } from './company';

/**
 * The facts of a company an admin may edit (docs/data-and-discovery.md, docs/administration.md): what the dataset states about it. Provenance
 * (ownership, sources, the date they were checked) stays as the dataset or the import wrote it.
 */
export type EditableCompanyFacts = Pick<
  DatasetCompany,
  | 'name'
  | 'type'
  | 'website'
  | 'location'
  | 'country'
  | 'description'
  | 'foundedYear'
  | 'publiclyTraded'
  | 'stockSymbol'
  | 'parentCompany'
  | 'employeeCount'
  | 'employeeRange'
  | 'revenueUsd'
  | 'globalPresence'
  | 'services'
  | 'therapeuticAreas'
  | 'moleculeTypes'
  | 'developmentPhases'
  | 'serviceLocations'
> & { sites: CompanySite[] | null; maxBioreactorLiters: number | null; aliases: string[]; formerNames: string[] };

/** The editable facts' names, in the order the edit form shows them. */
export const EDITABLE_COMPANY_FACTS = [
  'name',
  'type',
  'website',
  'location',
  'country',
  'description',
  'foundedYear',
  'publiclyTraded',
  'stockSymbol',
  'parentCompany',
  'employeeCount',
  'employeeRange',
  'revenueUsd',
  'globalPresence',
  'services',
  'therapeuticAreas',
  'moleculeTypes',
  'developmentPhases',
  'serviceLocations',
  'sites',
  'maxBioreactorLiters',
  'aliases',
  'formerNames',
] as const satisfies readonly (keyof EditableCompanyFacts)[];

/** The name of one editable fact. */
export type EditableFact = (typeof EDITABLE_COMPANY_FACTS)[number];

/** A fact the company stated, as stored: the approved value (kept over later dataset refreshes), day and source. */
export interface StatedFactRecord {
  value: unknown;
  /** 'YYYY-MM-DD'. */
  statedAt: string;
  sourceUrl: string | null;
}

/** A company as its admin manages it: every stored fact, and whether it is listed. */
export interface ManagedCompany {
  id: string;
  facts: DatasetCompany & EditableCompanyFacts;
  unlistedAt: Date | null;
}

/** A row of the admin's company search. */
export interface ManagedCompanySummary {
  id: string;
  name: string;
  type: CompanyType;
  location: string;
  country: string;
  website: string | null;
  reviewCount: number;
  unlistedAt: Date | null;
}

/** Which companies the admin's search shows. */
export const LISTING_FILTERS = ['all', 'listed', 'unlisted'] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];

/** The directory as admins change it; reads see unlisted companies too. */
export abstract class ManagedCompanies {
  /** The company, its row locked until the transaction ends; null for an unknown or malformed id. */
  abstract findForUpdate(id: string): Promise<ManagedCompany | null>;
  /** The companies with these ids (listed or not), without locking; unknown ids are left out. */
  abstract findMany(ids: readonly string[]): Promise<ManagedCompany[]>;
  /**
   * Stores new facts with the filter facets and search document derived from them (the dataset loader's
   * derivation). @returns false when another company has the same normalised name.
   */
  abstract saveFacts(id: string, facts: DatasetCompany, at: Date): Promise<boolean>;
  /** Marks facts as stated by the company (replacing earlier marks of the same facts). */
  abstract markStated(id: string, facts: Partial<Record<EditableFact, StatedFactRecord>>): Promise<void>;
  /** Removes the "stated by the company" mark of these facts (an admin changed them). */
  abstract clearStated(id: string, facts: readonly EditableFact[]): Promise<void>;
  /** Takes the company out of every public read (`at`), or back in (null). */
  abstract setUnlisted(id: string, at: Date | null): Promise<void>;
  /**
   * One page of the companies the listing filter takes that the directory's search finds (`search`; every company
   * without one), in the search's order then by name, and how many there are.
   */
  abstract search(query: { search: string | null; listing: ListingFilter; page: QueuePage }): Promise<QueueSlice<ManagedCompanySummary>>;
}
