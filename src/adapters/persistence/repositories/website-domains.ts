import type { EntityManager } from '@mikro-orm/postgresql';
import { TldtsWebsiteDomains } from '../../discovery/tldts-website-domains.adapter';
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

/**
 * Computes `website_domain` for every company and submission that has a website but no computed
 * domain yet (rows written before the column existed, or by a writer that does not set it).
 * @returns how many rows were filled.
 */
export async function fillWebsiteDomains(em: EntityManager): Promise<number> {
  const knex = knexOf(em);
  let filled = 0;
  for (const table of ['companies', 'company_submissions']) {
    for (;;) {
      const rows: { id: string; website: string }[] = await knex(table).select('id', 'website').whereNotNull('website').whereNull('website_domain').limit(CHUNK);
      if (rows.length === 0) break;
      const values = rows.map((row) => [row.id, websiteDomainOf(row.website) ?? '']);
      await knex.raw(
        `update ?? as t set website_domain = v.domain from (values ${values.map(() => '(?::uuid, ?)').join(', ')}) as v(id, domain) where t.id = v.id`,
        [table, ...values.flat()],
      );
      filled += rows.length;
    }
  }
  return filled;
}
