import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { companyNameKey } from '../../../domain/directory/company-name';
import { WebsiteDomains } from '../../../domain/discovery/company-identity';
import type { DiscoveredCompany } from '../../../domain/discovery/discovered-company';
import { DiscoveredSubmissions, type CreatedSubmission } from '../../../domain/discovery/discovered-submissions.port';
import { knexOf } from './knex-of';

/** Rows per INSERT statement. */
const CHUNK = 500;

/**
 * Discovered and imported companies as rows of `company_submissions` (status pending, source
 * "discovery:<source>" or "import", extra facts in discovered_facts). Reads the identities of every
 * company and every submission, whatever its status, for de-duplication.
 */
@Injectable()
export class DiscoveredSubmissionsRepository extends DiscoveredSubmissions {
  constructor(private readonly em: EntityManager, private readonly websiteDomains: WebsiteDomains) {
    super();
  }

  async knownIdentities(): Promise<{ nameKeys: string[]; domains: string[] }> {
    const knex = knexOf(this.em);
    const rows: { name_key: string; website: string | null }[] = await knex
      .select('name_key', 'website')
      .from('companies')
      .unionAll((q) => q.select('name_key', 'website').from('company_submissions'));
    const domains = rows.flatMap((row) => {
      const domain = row.website ? this.websiteDomains.registrableDomain(row.website) : null;
      return domain ? [domain] : [];
    });
    return { nameKeys: rows.map((row) => row.name_key), domains };
  }

  async createPending(source: string, companies: readonly DiscoveredCompany[]): Promise<CreatedSubmission[]> {
    const created: CreatedSubmission[] = [];
    for (let start = 0; start < companies.length; start += CHUNK) {
      const rows = companies.slice(start, start + CHUNK).map((company) => ({
        source,
        status: 'pending',
        name: company.name,
        name_key: companyNameKey(company.name),
        type: company.type,
        location: company.location,
        country: company.country,
        description: company.description,
        website: company.website,
        employee_count: company.employeeCount,
        founded_year: company.foundedYear,
        services: company.services,
        therapeutic_areas: company.therapeuticAreas,
        service_locations: company.serviceLocations,
        discovered_facts: Object.keys(company.facts).length > 0 ? JSON.stringify(company.facts) : null,
      }));
      const inserted: { id: string; name: string; source: string; country: string | null; website: string | null }[] = await knexOf(this.em)(
        'company_submissions',
      )
        .insert(rows)
        .returning(['id', 'name', 'source', 'country', 'website']);
      created.push(...inserted.map((row) => ({ id: row.id, name: row.name, source: row.source, country: row.country, website: row.website })));
    }
    return created;
  }
}
