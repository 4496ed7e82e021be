import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SCORED_DIMENSIONS, type ScoredDimension } from '../../../domain/reviews/rank-score';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { DirectoryVersionRecord } from '../schemas/directory-version.schema';
import { tableOf } from '../tables';
import { termLexemes } from '../repositories/company-search';
import { knexOf } from '../repositories/knex-of';
import { RANK_COLUMN_LIST } from '../repositories/rating-columns';
import { DirectoryIndex, type IndexedCompany } from './directory-index';

const versions = tableOf(DirectoryVersionRecord);
const v = versions.as('v');
const c = tableOf(CompanyRecord).as('c');
const a = tableOf(CompanyRatingAggregateRecord).as('a');

/** What the index reads of each company, in this order: its filter facts and sort keys. */
const FACTS = [
  c.col('id'), c.col('name'), c.col('type'), c.col('country'), c.col('size'), c.col('global_presence'), c.col('regions'), c.col('services'),
  c.col('service_locations'), c.col('service_categories'), c.col('name_variants'), c.col('name_words'),
  c.col('therapeutic_areas'), c.col('molecule_types'), c.col('development_phases'), `lower(${c.col('name')})`,
  `coalesce(${a.col('review_count')}, 0)`, `extract(epoch from ${a.col('last_review_date')}) * 1000`, ...RANK_COLUMN_LIST.map((column) => a.col(column)),
];

/** One company as the statement returns it: FACTS in order. */
type FactsRow = [
  string, string, string, string, string | null, boolean | null, string[], string[], string[], string[], string[], string[], string[], string[], string[], string, number,
  number | null,
  ...(number | null)[],
];

/**
 * The version and every company's facts in one statement, so both come from one snapshot; the companies as
 * one JSON array, which the driver parses far faster than a hundred thousand rows of arrays.
 */
const SNAPSHOT_SQL =
  `select ${v.col('version')} as version, (select coalesce(json_agg(json_build_array(${FACTS.join(', ')})), '[]'::json) ` +
  `from ${c.from} left join ${a.from} on ${a.col('company_id')} = ${c.col('id')}) as companies from ${v.from}`;

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
    if (em.isInTransaction()) return build(em, this.current);
    const version = await readVersion(em);
    if (this.current?.version === version) return this.current;
    if (this.rebuilding?.version !== version) {
      const index = build(this.orm.em.fork(), this.current).then((built) => {
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

  /**
   * The index of the committed directory, also inside a transaction: for reads that may ignore the
   * transaction's own writes because it makes none to companies or their aggregates (matching, which only
   * stores the buyer's requirement).
   */
  committed(): Promise<DirectoryIndex> {
    return this.indexFor(this.orm.em.fork());
  }
}

async function readVersion(em: EntityManager): Promise<string> {
  const row = await versions.pick('version').first(versions.query(em));
  return row?.version ?? '0';
}

/**
 * Reads the version and every company in one statement and builds the index, with the stems of every service,
 * area, modality and phase present; the name search of `previous` is kept when the names are the same.
 */
async function build(em: EntityManager, previous: DirectoryIndex | null): Promise<DirectoryIndex> {
  const { rows } = await knexOf(em).raw(SNAPSHOT_SQL);
  const snapshot = rows[0] as { version: string; companies: FactsRow[] } | undefined;
  const companies = (snapshot?.companies ?? []).map(
    ([id, name, type, country, size, globalPresence, regions, services, serviceLocations, serviceCategories, nameVariants, nameWords, therapeuticAreas, moleculeTypes, developmentPhases, nameKey, reviewCount, lastReviewAt, ...ranks]): IndexedCompany => ({
      id,
      name,
      type,
      country,
      size,
      globalPresence,
      regions,
      services,
      serviceLocations,
      serviceCategories,
      nameVariants,
      nameWords,
      therapeuticAreas,
      moleculeTypes,
      developmentPhases,
      nameKey,
      reviewCount: Number(reviewCount),
      lastReviewAt: lastReviewAt === null ? null : Number(lastReviewAt),
      ranks: Object.fromEntries(SCORED_DIMENSIONS.map((dimension, i) => [dimension, ranks[i] ?? null])) as Record<ScoredDimension, number | null>,
    }),
  );
  const values = new Set(companies.flatMap((company) => [...company.services, ...company.therapeuticAreas, ...company.moleculeTypes, ...company.developmentPhases]));
  return new DirectoryIndex(companies, snapshot?.version ?? '0', await termLexemes(em, [...values]), previous ?? undefined);
}
