import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { COMPANY_OWNERSHIPS } from '../../../domain/directory/dataset-company';
import type { CompanyOwnership, CompanySite, CompanySource } from '../../../domain/directory/company';
import type { EditableFact, StatedFactRecord } from '../../../domain/directory/managed-companies.port';
import { COMPANY_TYPES, type CompanySize, type CompanyType } from '../../../domain/directory/taxonomy';

/**
 * A provider in the directory, plus the filter facts and search document derived
 * from its facts when it is written. The directory reads them through its read model (DirectoryListingRecord),
 * which triggers keep in step with every write here.
 */
@Entity({ tableName: 'companies' })
@Index({ name: 'companies_lower_name_index', expression: 'create index "companies_lower_name_index" on "companies" (lower("name"))' })
@Index({
  name: 'companies_website_domain_missing_index',
  expression: 'create index "companies_website_domain_missing_index" on "companies" ("id") where "website" is not null and "website_domain" is null',
})
export class CompanyRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  name!: string;

  /** companyNameKey(name): keeps the directory free of duplicate spellings. */
  @Unique()
  @Property({ type: 'text' })
  nameKey!: string;

  /** Checked by the database (`companies_type_check`). */
  @Index()
  @Enum({ items: [...COMPANY_TYPES] })
  type!: CompanyType;

  /** Headquarters city. */
  @Property({ type: 'text' })
  location!: string;

  @Index()
  @Property({ type: 'text' })
  country!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'text[]', default: '{}' })
  services: string[] = [];

  @Property({ type: 'text', nullable: true })
  website: string | null = null;

  /** Registrable domain of website (fillWebsiteDomains); "" when it has none, null until computed. */
  @Index()
  @Property({ type: 'text', nullable: true })
  websiteDomain: string | null = null;

  @Property({ type: 'text', nullable: true })
  logoUrl: string | null = null;

  /** Size bucket derived from employeeCount (one of COMPANY_SIZES). */
  @Index()
  @Property({ type: 'text', nullable: true })
  size: CompanySize | null = null;

  @Property({ type: 'integer', nullable: true })
  employeeCount: number | null = null;

  @Property({ type: 'text', nullable: true })
  employeeRange: string | null = null;

  /** Millions of US dollars; PostgreSQL numeric, read back as text to keep its precision. */
  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  revenueUsd: string | null = null;

  @Property({ type: 'text', nullable: true })
  revenueRange: string | null = null;

  @Property({ type: 'integer', nullable: true })
  foundedYear: number | null = null;

  @Property({ type: 'boolean', nullable: true })
  publiclyTraded: boolean | null = null;

  @Property({ type: 'text', nullable: true })
  stockSymbol: string | null = null;

  @Property({ type: 'text', nullable: true })
  parentCompany: string | null = null;

  @Property({ type: 'text[]', default: '{}' })
  serviceLocations: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  officeLocations: string[] = [];

  @Index()
  @Property({ type: 'boolean', nullable: true })
  globalPresence: boolean | null = null;

  @Property({ type: 'text', nullable: true })
  specializations: string | null = null;

  @Property({ type: 'text[]', default: '{}' })
  therapeuticAreas: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  moleculeTypes: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  drugDeliveryMethods: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  developmentPhases: string[] = [];

  @Property({ type: 'boolean', nullable: true })
  cellGeneTherapy: boolean | null = null;

  @Property({ type: 'boolean', nullable: true })
  oncologyExpertise: boolean | null = null;

  @Property({ type: 'boolean', nullable: true })
  rareDiseases: boolean | null = null;

  @Property({ type: 'boolean', nullable: true })
  biosimilarCapabilities: boolean | null = null;

  @Property({ type: 'boolean', nullable: true })
  precisionMedicine: boolean | null = null;

  @Property({ type: 'boolean', nullable: true })
  digitalTherapeutics: boolean | null = null;

  @Property({ type: 'text[]', default: '{}' })
  manufacturingCapabilities: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  analyticalServices: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  technologyPlatforms: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  emergingTechnologies: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  digitalCapabilities: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  aiIntegration: string[] = [];

  @Property({ type: 'text', nullable: true })
  oneStopShopServices: string | null = null;

  /** A JSON array of certification names (jsonb, unlike the text[] lists). */
  @Property({ type: 'jsonb', default: '[]' })
  certifications: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  regulatoryExpertise: string[] = [];

  @Property({ type: 'text[]', default: '{}' })
  qualityStandards: string[] = [];

  @Property({ type: 'boolean', nullable: true })
  asiaPacificCapability: boolean | null = null;

  @Property({ type: 'boolean', nullable: true })
  chinaMarketExperience: boolean | null = null;

  @Property({ type: 'boolean', nullable: true })
  emergingMarketsExperience: boolean | null = null;

  @Property({ type: 'boolean', nullable: true })
  hybridModelCapability: boolean | null = null;

  @Property({ type: 'text[]', default: '{}' })
  strategicPartnerships: string[] = [];

  /** Percent of capacity in use, 0-100. */
  @Property({ type: 'integer', nullable: true })
  capacityUtilization: number | null = null;

  @Property({ type: 'boolean', default: false })
  isVendor = false;

  /** Listing tier of the spec (basic|premium). Never affects ordering, filters or scores (docs/directory.md#listing-companies). */
  @Property({ type: 'text', default: 'basic' })
  subscriptionTier = 'basic';

  @Property({ type: 'boolean', default: false })
  isVerified = false;

  /** Regions of the `location` filter, derived from country and serviceLocations. */
  @Property({ type: 'text[]', default: '{}' })
  regions: string[] = [];

  /** Service-category keys, derived from services and molecule types. */
  @Property({ type: 'text[]', default: '{}' })
  serviceCategories: string[] = [];

  /** Former, brand and parent names a buyer may type (docs/directory.md); part of the search names. */
  @Property({ type: 'text[]', default: '{}' })
  aliases: string[] = [];

  /**
   * Names the company went by that another company may share (a former parent's name, such as Covance for
   * Labcorp and Fortrea); aliases, unlike these, are unique across companies.
   */
  @Property({ type: 'text[]', default: '{}' })
  formerNames: string[] = [];

  /** Its sites, each `{ city, country, capabilities }` (docs/company-facts.md); null when not stated. */
  @Property({ type: 'jsonb', nullable: true })
  sites: CompanySite[] | null = null;

  /** Largest single bioreactor, liters (manufacturers); null when not stated. Indexed for the volume filter. */
  @Index()
  @Property({ type: 'integer', nullable: true })
  maxBioreactorLiters: number | null = null;

  /** The facts the company stated and an admin approved: `{ fact: { value, statedAt, sourceUrl } }`. */
  @Property({ type: 'jsonb', default: '{}' })
  statedFacts: Partial<Record<EditableFact, StatedFactRecord>> = {};

  /**
   * FDA warning letters confirmed as the company's within the regulatory record's coverage, kept in the
   * transaction that decides a match (the directory's warning-letter filter reads it). Indexed.
   */
  @Index()
  @Property({ type: 'integer', default: 0 })
  fdaWarningLetterCount = 0;

  /** Who controls the company (data/README.md); null when unknown. Checked by the database (`companies_ownership_check`). */
  @Enum({ items: [...COMPANY_OWNERSHIPS], nullable: true })
  ownership: CompanyOwnership | null = null;

  /** The public pages backing the facts (docs/company-facts.md#sources). */
  @Property({ type: 'jsonb', default: '[]' })
  sources: CompanySource[] = [];

  /** When the facts were last checked against the sources; read as 'YYYY-MM-DD'. */
  @Property({ type: 'date', nullable: true })
  verifiedAt: string | null = null;

  /** Name, aliases and parent company (searchDocumentOf): the weight-A part of the search document. */
  @Property({ type: 'text', default: '' })
  searchNames = '';

  /** Services, areas, modalities, phases and their vocabulary: the weight-B part. */
  @Property({ type: 'text', default: '' })
  searchTerms = '';

  /** Lower-cased name and aliases: the exact-name and name-prefix ranks of search. */
  @Property({ type: 'text[]', default: '{}' })
  nameVariants: string[] = [];

  /** Generated by PostgreSQL from the search columns and the description; never written. */
  @Property({
    type: 'tsvector',
    nullable: true,
    lazy: true,
    generated:
      "(setweight(to_tsvector('english'::regconfig, search_names), 'A'::\"char\") || setweight(to_tsvector('english'::regconfig, search_terms), 'B'::\"char\")) || setweight(to_tsvector('english'::regconfig, COALESCE(description, ''::text)), 'C'::\"char\") stored",
  })
  searchDocument?: string;

  /**
   * When an admin took the company out of the directory (docs/administration.md); null while listed. Every public read
   * (lists, search, facets, sitemap, matching, the detail for non-admins) skips unlisted companies; who did it
   * is in the audit log.
   */
  @Property({ type: 'datetime', nullable: true })
  unlistedAt: Date | null = null;

  /** Where the record came from: dataset, submission, import or discovery:<source>. */
  @Property({ type: 'text', default: 'dataset' })
  source = 'dataset';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
