import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanySubmission, DirectoryMatch } from '../../../domain/company-submissions/company-submission';
import { HeldReviews, SubmissionDirectory } from '../../../domain/company-submissions/company-submissions.port';
import { websiteHost } from '../../../domain/company-submissions/submission-rules';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { CompanyRecord } from '../schemas/company.schema';
import { ReviewRecord } from '../schemas/review.schema';
import type { DatasetCompany } from '../seed/company-dataset';
import { loadCompanies } from '../seed/company-dataset.loader';
import { tableOf } from '../tables';
import { fillWebsiteDomains, websiteDomainOf } from './website-domains';

const companies = tableOf(CompanyRecord);
const reviews = tableOf(ReviewRecord);

const textFact = (facts: Record<string, unknown> | null, key: string): string | null => {
  const value = facts?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/**
 * An approved submission as a dataset company, so approval lists it through the same loader (and facets)
 * as the dataset and the import: a discovered ticker makes it publicly traded with that stock symbol, and
 * a discovered inception date ("1995-03-01T00:00:00Z") gives the founded year when the submission has none.
 * Callers check type, location and country first (IncompleteSubmissionError).
 */
export function datasetCompanyOf(s: CompanySubmission): DatasetCompany {
  const ticker = textFact(s.discoveredFacts, 'ticker');
  const inceptionYear = Number(/^(\d{4})-/.exec(textFact(s.discoveredFacts, 'inception') ?? '')?.[1]);
  return {
    name: s.name,
    type: s.type as CompanyType,
    website: s.website,
    location: s.location ?? '',
    country: s.country ?? '',
    description: s.description,
    foundedYear: s.foundedYear ?? (Number.isInteger(inceptionYear) ? inceptionYear : null),
    publiclyTraded: ticker ? true : null,
    stockSymbol: ticker,
    parentCompany: null,
    employeeCount: s.employeeCount,
    revenueUsd: null,
    globalPresence: null,
    services: s.services,
    therapeuticAreas: s.therapeuticAreas,
    moleculeTypes: s.moleculeTypes,
    developmentPhases: s.developmentPhases,
    serviceLocations: s.serviceLocations,
  };
}

/** The directory side of submissions: listing an approved company, finding likely duplicates. */
@Injectable()
export class SubmissionDirectoryRepository extends SubmissionDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async createCompany(s: CompanySubmission): Promise<string | null> {
    const { ids } = await loadCompanies(this.em, [datasetCompanyOf(s)], s.source === 'person' ? 'submission' : s.source);
    return ids[0] ?? null;
  }

  async findByNameKeysOrHosts(nameKeys: string[], hosts: string[]): Promise<DirectoryMatch[]> {
    if (nameKeys.length === 0 && hosts.length === 0) return [];
    // Hosts compare by registrable domain (the same rule as discovery's de-duplication, shared hosts such as
    // linkedin.com never match), through the indexed website_domain column.
    const domainOfHost = new Map(hosts.map((host) => [host, websiteDomainOf(host)]));
    const domains = [...new Set([...domainOfHost.values()].filter((d): d is string => !!d))];
    if (domains.length > 0) await fillWebsiteDomains(this.em);
    const rows = await companies.pick('id', 'name', 'name_key', 'website', 'website_domain', 'unlisted_at').rows(
      companies
        .query(this.em)
        // Guards against an empty IN (): each list is used only when it has values.
        .where((q) => {
          if (nameKeys.length > 0) q.orWhereIn(companies.col('name_key'), nameKeys);
          if (domains.length > 0) q.orWhereIn(companies.col('website_domain'), domains);
        })
        .orderBy(companies.col('name')),
    );
    // One row per asked host of the same domain, so the caller can compare hosts as before.
    return rows.flatMap((r) => {
      const matched = hosts.filter((host) => r.website_domain && domainOfHost.get(host) === r.website_domain);
      const base = { id: r.id, name: r.name, nameKey: r.name_key, listed: r.unlisted_at === null };
      return matched.length > 0 ? matched.map((host) => ({ ...base, host })) : [{ ...base, host: websiteHost(r.website) }];
    });
  }
}

/** Reviews written for a company that was still a pending submission (`reviews.company_submission_id`). */
@Injectable()
export class HeldReviewsRepository extends HeldReviews {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async release(submissionId: string, companyId: string): Promise<number> {
    return this.held(submissionId).update(reviews.values({ company_id: companyId, moderation_status: 'pending' }));
  }

  async reject(submissionId: string, notes: string, at: Date): Promise<number> {
    return this.held(submissionId).update(reviews.values({ moderation_status: 'rejected', moderation_notes: notes, moderated_at: at }));
  }

  private held(submissionId: string) {
    return reviews.query(this.em).where(reviews.col('company_submission_id'), submissionId).where(reviews.col('moderation_status'), 'held');
  }
}
