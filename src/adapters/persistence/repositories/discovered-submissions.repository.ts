import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { companyNameKey } from '../../../domain/directory/company-name';
import type { DiscoveredCompany } from '../../../domain/discovery/discovered-company';
import { DiscoveredSubmissions, type CreatedSubmission } from '../../../domain/discovery/discovered-submissions.port';
import { CompanySubmissionRecord } from '../schemas/company-submission.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';
import { fillWebsiteDomains, websiteDomainOf } from './website-domains';

const companyTable = tableOf(CompanyRecord);
const submissionTable = tableOf(CompanySubmissionRecord);

/** Rows per INSERT statement. */
const CHUNK = 500;

/**
 * Discovered and imported companies as rows of `company_submissions` (status pending, source
 * "discovery:<source>" or "import", extra facts in discovered_facts, website_domain computed on write).
 * Finds which candidate name keys and website domains are taken by a company or by a submission of any
 * status, through the indexed `name_key` and `website_domain` columns.
 */
@Injectable()
export class DiscoveredSubmissionsRepository extends DiscoveredSubmissions {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async knownAmong(candidates: { nameKeys: readonly string[]; domains: readonly string[] }): Promise<{ nameKeys: string[]; domains: string[] }> {
    // Rows written without website_domain (the approval, a person's submission) get it now.
    await fillWebsiteDomains(this.em);
    const nameKeys = [...new Set(candidates.nameKeys)];
    const domains = [...new Set(candidates.domains)].filter(Boolean);
    if (nameKeys.length === 0 && domains.length === 0) return { nameKeys: [], domains: [] };
    const matching = (query: Knex.QueryBuilder, nameKey: string, websiteDomain: string) =>
      query.whereRaw(`${nameKey} = any(?)`, [nameKeys]).orWhereRaw(`${websiteDomain} = any(?)`, [domains]);
    const rows = [
      ...(await companyTable
        .pick('name_key', 'website_domain')
        .rows(matching(companyTable.query(this.em), companyTable.col('name_key'), companyTable.col('website_domain')))),
      ...(await submissionTable
        .pick('name_key', 'website_domain')
        .rows(matching(submissionTable.query(this.em), submissionTable.col('name_key'), submissionTable.col('website_domain')))),
    ];
    return {
      nameKeys: rows.map((row) => row.name_key),
      domains: rows.flatMap((row) => (row.website_domain ? [row.website_domain] : [])),
    };
  }

  async createPending(source: string, companies: readonly DiscoveredCompany[]): Promise<CreatedSubmission[]> {
    const created: CreatedSubmission[] = [];
    for (let start = 0; start < companies.length; start += CHUNK) {
      const rows = companies.slice(start, start + CHUNK).map((company) =>
        submissionTable.values({
          source,
          status: 'pending',
          name: company.name,
          name_key: companyNameKey(company.name),
          type: company.type,
          location: company.location,
          country: company.country,
          description: company.description,
          website: company.website,
          website_domain: websiteDomainOf(company.website),
          employee_count: company.employeeCount,
          founded_year: company.foundedYear,
          services: company.services,
          therapeutic_areas: company.therapeuticAreas,
          service_locations: company.serviceLocations,
          discovered_facts: Object.keys(company.facts).length > 0 ? company.facts : null,
        }),
      );
      const inserted = await submissionTable.pick('id', 'name', 'source', 'country', 'website').returning(submissionTable.query(this.em).insert(rows));
      created.push(...inserted.map((row) => ({ id: row.id, name: row.name, source: row.source, country: row.country, website: row.website })));
    }
    return created;
  }
}
