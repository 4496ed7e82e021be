import type { RegulatoryRecord } from '../regulatory/regulatory-record';
import type { RatingDistributions, Recommendations } from '../reviews/rating-aggregation';
import type { AverageRatings, RatingCounts } from '../reviews/rating-categories';
import type { CompanySize, CompanyType } from './taxonomy';

/**
 * A company as the directory lists it (docs/directory.md#company-fields), with its moderated rating aggregates.
 * Lists are empty where a fact is unknown; scalars are null.
 */
export interface CompanyListing {
  id: string;
  name: string;
  type: CompanyType;
  website: string | null;
  logoUrl: string | null;
  description: string | null;
  /** Headquarters city. */
  location: string;
  /** Headquarters country (English name). */
  country: string;
  globalPresence: boolean | null;
  publiclyTraded: boolean | null;
  stockSymbol: string | null;
  serviceLocations: string[];
  /** Approximate number of employees. */
  employeeCount: number | null;
  employeeRange: string | null;
  foundedYear: number | null;
  /** Annual revenue in millions of US dollars. */
  revenueUsd: number | null;
  revenueRange: string | null;
  services: string[];
  therapeuticAreas: string[];
  moleculeTypes: string[];
  developmentPhases: string[];
  size: CompanySize | null;
  /** Former, brand and parent names a buyer may type (docs/directory.md); may be empty. */
  aliases: string[];
  /** Approved reviews only (docs/directory.md#listing-companies). */
  reviewCount: number;
  /**
   * The approved reviews of type `user` among them (not industry intelligence): below the anonymity threshold the
   * category scores are not public (publicRatingsOf).
   */
  userReviewCount: number;
  lastReviewDate: Date | null;
  averageRatings: AverageRatings;
  ratingCounts: RatingCounts;
  /** Evidence-weighted overall average out of 10 (docs/directory.md), null without ratings. */
  rankScore: number | null;
}

/** Who controls a company (data/README.md "ownership"); null when unknown. */
export type CompanyOwnership = 'listed' | 'subsidiary' | 'private-equity' | 'independent';

/** A public page that backs a company's facts (docs/company-facts.md#sources). */
export interface CompanySource {
  url: string;
  title: string;
}

/** A manufacturing or laboratory site of a company (a fact of manufacturers; docs/company-facts.md). */
export interface CompanySite {
  city: string;
  /** Country, as the directory names countries (COUNTRIES). */
  country: string;
  /** What the site does, from SITE_CAPABILITIES (services and modalities); null when not stated. */
  capabilities: string[] | null;
}

/** A fact the company stated itself and an admin approved: which fact, the day it was approved, the page it cited. */
export interface StatedFact {
  field: string;
  /** 'YYYY-MM-DD'. */
  statedAt: string;
  sourceUrl: string | null;
}

/** A company's full profile: the listing plus the facts only the profile shows. */
export interface CompanyProfile extends CompanyListing {
  /** Names the company went by that other companies may share (a former parent's name); may be empty. */
  formerNames: string[];
  /** Its sites; null when not stated. */
  sites: CompanySite[] | null;
  /** Largest single bioreactor, in liters (manufacturers); null when not stated. */
  maxBioreactorLiters: number | null;
  /** The facts shown as "stated by the company", with their dates. */
  statedFacts: StatedFact[];
  /** FDA warning letters confirmed as the company's, and the window searched (every company has one). */
  regulatoryRecord: RegulatoryRecord;
  parentCompany: string | null;
  ownership: CompanyOwnership | null;
  officeLocations: string[];
  certifications: string[];
  regulatoryExpertise: string[];
  /** How many approved reviews gave each rating 1-10, per category. */
  ratingDistributions: RatingDistributions;
  /** The pages its facts come from, and the day they were last checked (YYYY-MM-DD), docs/company-facts.md#sources. */
  sources: CompanySource[];
  verifiedAt: string | null;
  createdAt: Date;
  /** When an admin unlisted it (only admins ever read an unlisted profile); null while listed. */
  unlistedAt: Date | null;
  /** "Would recommend" answers of its approved reviews, from the stored aggregate (shown from 3 answers). */
  recommendations: Recommendations;
}
