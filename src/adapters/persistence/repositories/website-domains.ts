import type { EntityManager } from '@mikro-orm/postgresql';
import { TldtsWebsiteDomains } from '../../discovery/tldts-website-domains.adapter';
import { CompanySubmissionRecord } from '../schemas/company-submission.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf, type Table } from '../tables';
import { knexOf } from './knex-of';

const domains = new TldtsWebsiteDomains();

/** Rows updated per statement. */
const CHUNK = 500;

/**
 * The `website_domain` stored for a website: its registrable domain, "" when it has none (a shared host
 * such as linkedin.com), null without a website.
 */
export function websiteDomainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  return domains.registrableDomain(website) ?? '';
}

/** The tables with a website and its computed domain; each must have the three columns to be listed here. */
const TABLES: Table<Pick<CompanyRecord, 'id' | 'website' | 'websiteDomain'>>[] = [tableOf(CompanyRecord), tableOf(CompanySubmissionRecord)];

/**
 * Computes `website_domain` for every company and submission that has a website but no computed
 * domain yet (rows written before the column existed, or by a writer that does not set it).
 * @returns how many rows were filled.
 */
export async function fillWebsiteDomains(em: EntityManager): Promise<number> {
  const knex = knexOf(em);
  let filled = 0;
  for (const table of TABLES) {
    for (;;) {
      const query = table.query(em).whereNotNull(table.col('website')).whereNull(table.col('website_domain')).limit(CHUNK);
      const rows = await table.pick('id', 'website').rows(query);
      if (rows.length === 0) break;
      const values = rows.map((row) => [row.id, websiteDomainOf(row.website) ?? '']);
      await knex.raw(
        `update ?? as t set ${table.col('website_domain')} = v.domain from (values ${values.map(() => '(?::uuid, ?)').join(', ')}) as v(id, domain) where t.${table.col('id')} = v.id`,
        [table.name, ...values.flat()],
      );
      filled += rows.length;
    }
  }
  return filled;
}
