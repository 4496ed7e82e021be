import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SCORED_DIMENSIONS, type ScoredDimension } from '../../../domain/reviews/rank-score';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { DirectoryVersionRecord } from '../schemas/directory-version.schema';
import { computed, tableOf } from '../tables';
import { knexOf } from '../repositories/knex-of';
import { RANK_COLUMN_LIST, RANK_COLUMNS } from '../repositories/rating-columns';
import { toDateOrNull } from '../repositories/row-values';
import { DirectoryIndex, type IndexedCompany } from './directory-index';

const versions = tableOf(DirectoryVersionRecord);
const v = versions.as('v');
const c = tableOf(CompanyRecord).as('c');
const a = tableOf(CompanyRatingAggregateRecord).as('a');

/** The version and, in the same statement (one snapshot), every company's filter facts and sort keys. */
const ROWS = v
  .pick('version')
  .and(
    c
      .pick('id', 'type', 'country', 'size', 'global_presence', 'regions', 'service_categories', 'therapeutic_areas', 'molecule_types', 'development_phases')
      .nullable(),
  )
  .and(a.pick('review_count', 'last_review_date', ...RANK_COLUMN_LIST).nullable());

/**
 * Keeps this instance's in-memory index of the directory (DirectoryIndex) in step with the database. Each read
 * first reads the directory's version (one row by key): when another transaction has changed companies or
 * aggregates since the index was built, here or on another instance, the index is rebuilt from one snapshot
 * before answering; concurrent readers share one rebuild.
 */
@Injectable()
export class DirectoryIndexProvider {
  private current: DirectoryIndex | null = null;
  private rebuilding: { version: string; index: Promise<DirectoryIndex> } | null = null;

  constructor(private readonly orm: MikroORM) {}

  /**
   * The index of the directory as `em` sees it. Inside a transaction the caller's own uncommitted writes count,
   * so the index is built from its view and not kept.
   */
  async indexFor(em: EntityManager): Promise<DirectoryIndex> {
    if (em.isInTransaction()) return build(em);
    const version = await readVersion(em);
    if (this.current?.version === version) return this.current;
    if (this.rebuilding?.version !== version) {
      const index = build(this.orm.em.fork()).then((built) => {
        // A slower rebuild of an older version never replaces a newer index.
        if (!this.current || BigInt(built.version) >= BigInt(this.current.version)) this.current = built;
        return built;
      });
      this.rebuilding = { version, index };
      index.finally(() => {
        if (this.rebuilding?.index === index) this.rebuilding = null;
      }).catch(() => undefined);
    }
    return this.rebuilding!.index;
  }
}

async function readVersion(em: EntityManager): Promise<string> {
  const row = await versions.pick('version').first(versions.query(em));
  return row?.version ?? '0';
}

/** Reads the version and every company in one statement and builds the index. */
async function build(em: EntityManager): Promise<DirectoryIndex> {
  const knex = knexOf(em);
  const rows = await ROWS.and(computed<{ name_key: string | null }>(knex.raw(`lower(${c.col('name')}) as name_key`))).rows(
    versions
      .as('v')
      .query(em)
      .leftJoin(c.from, knex.raw('true'))
      .leftJoin(a.from, a.col('company_id'), c.col('id')),
  );
  const companies: IndexedCompany[] = [];
  for (const row of rows) {
    if (row.id === null) continue; // the version's row when no company is listed
    companies.push({
      id: row.id,
      type: row.type!,
      country: row.country!,
      size: row.size,
      globalPresence: row.global_presence,
      regions: row.regions ?? [],
      serviceCategories: row.service_categories ?? [],
      therapeuticAreas: row.therapeutic_areas ?? [],
      moleculeTypes: row.molecule_types ?? [],
      developmentPhases: row.development_phases ?? [],
      nameKey: row.name_key ?? '',
      reviewCount: row.review_count ?? 0,
      lastReviewAt: toDateOrNull(row.last_review_date)?.getTime() ?? null,
      ranks: Object.fromEntries(SCORED_DIMENSIONS.map((d) => [d, row[RANK_COLUMNS[d]] ?? null])) as Record<ScoredDimension, number | null>,
    });
  }
  return new DirectoryIndex(companies, rows[0]?.version ?? '0');
}
