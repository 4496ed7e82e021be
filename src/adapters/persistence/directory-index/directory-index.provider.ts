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
import { DirectoryIndex, NO_RATINGS, type DirectoryVersion, type IndexedFacts, type IndexedRatings } from './directory-index';
import { sharedFreshRead } from './fresh-read';

const versions = tableOf(DirectoryVersionRecord);
const v = versions.as('v');
const c = tableOf(CompanyRecord).as('c');
const a = tableOf(CompanyRatingAggregateRecord).as('a');

/** What the index reads of each company, in this order: its filter facts, name order and search words. */
const FACTS = [
  c.col('id'), c.col('name'), c.col('type'), c.col('country'), c.col('size'), c.col('global_presence'), c.col('regions'), c.col('services'),
  c.col('service_locations'), c.col('service_categories'), c.col('name_variants'), c.col('name_words'), c.col('search_lexemes'),
  c.col('therapeutic_areas'), c.col('molecule_types'), c.col('development_phases'), `lower(${c.col('name')})`,
];
type FactsRow = [
  string, string, string, string, string | null, boolean | null, string[], string[], string[], string[], string[], string[], string[],
  string[], string[], string[], string,
];

/** What it reads of each rating aggregate, in this order: the company and its sort keys. */
const RATINGS = [
  a.col('company_id'), a.col('review_count'), `extract(epoch from ${a.col('last_review_date')}) * 1000`, ...RANK_COLUMN_LIST.map((column) => a.col(column)),
];
type RatingsRow = [string, number, number | null, ...(number | null)[]];

/**
 * One statement each, so a part and its version come from one snapshot; rows as one JSON array, which the
 * driver parses far faster than a hundred thousand rows of arrays.
 */
const json = (columns: string[], from: string) => `(select coalesce(json_agg(json_build_array(${columns.join(', ')})), '[]'::json) from ${from})`;
// An unlisted company is in no list, search, facet or match (DECISIONS §17).
const FACTS_SQL = `select ${v.col('version')} as version, ${json(FACTS, `${c.from} where ${c.col('unlisted_at')} is null`)} as rows from ${v.from}`;
const RATINGS_SQL = `select ${v.col('ratings_version')} as version, ${json(RATINGS, a.from)} as rows from ${v.from}`;

const key = (version: DirectoryVersion) => `${version.companies}.${version.ratings}`;
/** Whether `a` is at least as new as `b` in both parts. */
const notOlder = (a: DirectoryVersion, b: DirectoryVersion) => BigInt(a.companies) >= BigInt(b.companies) && BigInt(a.ratings) >= BigInt(b.ratings);

/**
 * Keeps this instance's in-memory index of the directory (DirectoryIndex) in step with the database. Each read
 * first reads the directory's versions (one row by key): when another transaction has changed companies since
 * the index was built, here or on another instance, the index is rebuilt; when only rating aggregates changed
 * (an approval), only its ratings are reread. Concurrent readers share one refresh, and readers arriving while
 * the versions are being read share the next read of them (sharedFreshRead): under load that is one statement
 * per round trip instead of one per request, and still none older than the request.
 */
@Injectable()
export class DirectoryIndexProvider {
  private current: DirectoryIndex | null = null;
  private refreshing: { key: string; index: Promise<DirectoryIndex> } | null = null;
  private readonly committedVersion = sharedFreshRead(() => readVersion(this.orm.em.fork()));

  constructor(private readonly orm: MikroORM) {}

  /**
   * The index of the directory as `em` sees it. Inside a transaction the caller's own uncommitted writes count,
   * so the index is built from its view and not kept.
   */
  async indexFor(em: EntityManager): Promise<DirectoryIndex> {
    if (em.isInTransaction()) return build(em, this.current);
    const version = await this.committedVersion();
    if (this.current && key(this.current.version) === key(version)) return this.current;
    if (this.refreshing?.key !== key(version)) {
      const base = this.current;
      const fork = this.orm.em.fork();
      const refreshed = base?.version.companies === version.companies ? readRatings(fork).then(({ ratings, version: read }) => base.withRatings(ratings, read)) : build(fork, base);
      const index = refreshed.then((built) => {
        // A slower refresh of an older version never replaces a newer index.
        if (!this.current || notOlder(built.version, this.current.version)) this.current = built;
        return built;
      });
      this.refreshing = { key: key(version), index };
      index
        .finally(() => {
          if (this.refreshing?.index === index) this.refreshing = null;
        })
        .catch(() => undefined);
    }
    return this.refreshing!.index;
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

/** Every read runs it, so its text is made once rather than by the query builder per read. */
const VERSION_SQL = `select ${v.col('version')} as version, ${v.col('ratings_version')} as ratings_version from ${v.from} limit 1`;

async function readVersion(em: EntityManager): Promise<DirectoryVersion> {
  const { rows } = await knexOf(em).raw(VERSION_SQL);
  const row = rows[0] as { version: string; ratings_version: string } | undefined;
  return { companies: row?.version ?? '0', ratings: row?.ratings_version ?? '0' };
}

async function readRatings(em: EntityManager): Promise<{ ratings: Map<string, IndexedRatings>; version: string }> {
  const { rows } = await knexOf(em).raw(RATINGS_SQL);
  const snapshot = rows[0] as { version: string; rows: RatingsRow[] } | undefined;
  const ratings = new Map(
    (snapshot?.rows ?? []).map(([companyId, reviewCount, lastReviewAt, ...ranks]): [string, IndexedRatings] => [
      companyId,
      {
        reviewCount: Number(reviewCount),
        lastReviewAt: lastReviewAt === null ? null : Number(lastReviewAt),
        ranks: Object.fromEntries(SCORED_DIMENSIONS.map((dimension, i) => [dimension, ranks[i] ?? null])) as Record<ScoredDimension, number | null>,
      },
    ]),
  );
  return { ratings, version: snapshot?.version ?? '0' };
}

/**
 * Reads every company's facts and every aggregate (a statement each, with its version) and builds the index,
 * with the stems of every service, area, modality and phase present; the name search of `previous` is kept
 * when the names are the same.
 */
async function build(em: EntityManager, previous: DirectoryIndex | null): Promise<DirectoryIndex> {
  const [{ rows }, { ratings, version: ratingsVersion }] = await Promise.all([knexOf(em).raw(FACTS_SQL), readRatings(em)]);
  const snapshot = rows[0] as { version: string; rows: FactsRow[] } | undefined;
  // The same few hundred values (types, regions, services, stems) repeat across a hundred thousand companies:
  // one string each keeps the index's heap, and the collector's pauses, small.
  const pool = new Map<string, string>();
  const one = (value: string) => pool.get(value) ?? (pool.set(value, value), value);
  const all = (values: string[] | null) => (values ?? []).map(one);
  const facts = (snapshot?.rows ?? []).map(
    ([id, name, type, country, size, globalPresence, regions, services, serviceLocations, serviceCategories, nameVariants, nameWords, searchLexemes, therapeuticAreas, moleculeTypes, developmentPhases, nameKey]): IndexedFacts => ({
      id,
      name,
      type: one(type),
      country: one(country),
      size: size === null ? null : one(size),
      globalPresence,
      regions: all(regions),
      services: all(services),
      serviceLocations: all(serviceLocations),
      serviceCategories: all(serviceCategories),
      nameVariants,
      nameWords: all(nameWords),
      searchLexemes: all(searchLexemes),
      therapeuticAreas: all(therapeuticAreas),
      moleculeTypes: all(moleculeTypes),
      developmentPhases: all(developmentPhases),
      nameKey,
    }),
  );
  const companies = facts.map((company) => ({ ...company, ...(ratings.get(company.id) ?? NO_RATINGS) }));
  const values = new Set(facts.flatMap((company) => [...company.services, ...company.therapeuticAreas, ...company.moleculeTypes, ...company.developmentPhases]));
  const version = { companies: snapshot?.version ?? '0', ratings: ratingsVersion };
  return DirectoryIndex.build(companies, version, await termLexemes(em, [...values]), previous ?? undefined);
}
