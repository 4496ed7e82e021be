import { Migration } from '@mikro-orm/migrations';

/**
 * `website_domain`: the registrable domain of `website` (TldtsWebsiteDomains: Public Suffix List with its
 * private section, shared hosts excluded), indexed, so de-duplication asks PostgreSQL for matching domains
 * instead of loading every website. Null until computed; "" when the website has no identity domain (a
 * LinkedIn page). The values need the Public Suffix List, so the app computes them: on write, and for rows
 * still null at start-up and before each discovery run or import (fillWebsiteDomains).
 */
export class Migration20261122080100WebsiteDomains extends Migration {
  override async up(): Promise<void> {
    for (const table of ['companies', 'company_submissions']) {
      this.addSql(`alter table "${table}" add column "website_domain" text null`);
      this.addSql(`create index "${table}_website_domain_index" on "${table}" ("website_domain")`);
      this.addSql(`create index "${table}_website_domain_missing_index" on "${table}" ("id") where "website" is not null and "website_domain" is null`);
    }
  }
}
