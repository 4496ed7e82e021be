import type { Knex } from '@mikro-orm/postgresql';
import type { CompanyFilters, DirectorySort } from '../../../domain/directory/company-query';
import {
  chosenValues,
  DIRECTORY_FILTER_NAMES,
  directoryFilter,
  includesUnstated,
  matchedValues,
  UNSTATED_FILTER_NAMES,
  type CountBand,
  type DirectoryFilterName,
  type UnstatedFilterName,
} from '../../../domain/directory/directory-filters';
import { FACET_DIMENSIONS, type FacetCounts, type FacetDimension } from '../../../domain/directory/facet-counts';
import { searchKey, searchWords } from '../../../domain/directory/search-vocabulary';
import { withBroaderValues } from '../../../domain/directory/taxonomy-hierarchy';
import { factColumn } from '../schemas/directory-listing.schema';
import { orderTerms, sortColumns } from './directory-order';

/*
 * The one implementation of the directory's selection (docs/decisions/0030-directory-on-postgresql.md): the
 * filters, the search and its order over the read model `directory_listings as l`, as SQL with `?` bindings.
 * The visitor's and member's directory and facets, the admin's company search, the alert digests and the
 * shortlist all select through it.
 */

/** A fragment of SQL and its bindings, in order. */
export interface Sql {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** A fragment of SQL with its bindings. */
export const sql = (text: string, bindings: Knex.RawBinding[] = []): Sql => ({ sql: text, bindings });

/** Fragments joined by `separator`, bindings in order. */
export function joinSql(parts: readonly Sql[], separator: string): Sql {
  return { sql: parts.map((part) => part.sql).join(separator), bindings: parts.flatMap((part) => part.bindings) };
}

/** The text-search configuration the search document is built with (the `english` stemmer). */
export const TEXT_SEARCH_CONFIG = 'english';

/**
 * How close (pg_trgm's word_similarity, 0-1: the share of a search word's trigrams found in the most similar
 * stretch of the names) a search word must be to the names to match despite a typo, when a word of the names
 * also starts with its first two letters. 0.4 keeps a slip in a word of four letters or more ("Rivr", "Lonzo",
 * "medpase", "Pathoen", "Velixa" for "Veloxa"); the first-letters rule drops lookalikes ("toxicology" is 0.45
 * from "Oncology Partners", "lonza" 0.67 from "Biolonza"). Set on every connection (mikro-orm-options.ts), as the
 * `%>` operator, which the trigram index serves, reads it from the session.
 */
export const TYPO_WORD_SIMILARITY = 0.4;

/** Which companies a read takes: the listed ones (every public read), the unlisted ones, or all (admins). */
export type ListingScope = 'listed' | 'unlisted' | 'all';

/** What a directory read selects: the filters and search text, an optional id list, and the listing scope. */
export interface Selection {
  filters: CompanyFilters;
  ids?: readonly string[];
  scope: ListingScope;
}

/**
 * A name match of the search text over `s.search_names`: every word of it starts a word of the names (a
 * one-letter word is a whole word), or, from three letters, is within TYPO_WORD_SIMILARITY of the names and a word
 * of the names starts with its first two letters (a typo after them). Words are letters and digits only
 * (searchWords), so they are safe in a regular expression. The trigram index serves both `~` and `%>`; written
 * with the names on the left, as the index's operator is, the planner checks each candidate row against it once,
 * not twice.
 */
function nameMatch(text: string): Sql | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return joinSql(
    words.map((word) => {
      const start = word.length === 1 ? `\\m${word}\\M` : `\\m${word}`;
      if (word.length < 3) return sql('s.search_names ~ ?', [start]);
      return sql('(s.search_names ~ ? or (s.search_names %> ? and s.search_names ~ ?))', [start, word, `\\m${word.slice(0, 2)}`]);
    }),
    ' and ',
  );
}

/** A search's ranks: the exact name or an alias, a name or alias starting with the text, another name match. */
const EXACT = 0;
const PREFIX = 1;
const NAMED = 2;
/** Text matches: every word found in the names or terms (services, areas, modalities, phases), or with the description. */
const IN_TERMS = 3;
const IN_DESCRIPTION = 4;

/**
 * The search of a selection as common table expressions, computed once per statement and each served by an
 * index: `named`, the companies whose names match the text, with their rank; `found`, every company the search
 * finds with its rank (the best of its name rank and its text rank), the name matches joined to the text matches
 * of `directory_text_matches` (the document's and the keywords' GIN indexes, never a document read row by row).
 * The text is read as a web search (quoted phrases, `or`, `-word`) with the document's stemming.
 */
function searchCtes(text: string): Sql {
  const named = nameMatch(text);
  const key = searchKey(text);
  const query = `websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ?)`;
  return joinSql(
    [
      named
        ? joinSql(
            [
              sql(
                `named as materialized (select s.company_id, case when ? = any(s.name_variants) then ${EXACT} ` +
                  `when exists (select 1 from unnest(s.name_variants) as v where starts_with(v, ?)) then ${PREFIX} else ${NAMED} end as rank ` +
                  'from directory_search s where ',
                [key, key],
              ),
              named,
              sql(')'),
            ],
            '',
          )
        : sql('named as (select null::uuid as company_id, 0 as rank where false)'),
      sql(
        'found as materialized (select coalesce(t.company_id, n.company_id) as company_id, ' +
          `least(n.rank, case when t.in_terms then ${IN_TERMS} when t.company_id is not null then ${IN_DESCRIPTION} end) as rank ` +
          `from directory_text_matches(${query}) as t full join named n on n.company_id = t.company_id)`,
        [text],
      ),
    ],
    ', ',
  );
}

/**
 * The share of the directory's listings (0-1) from which a search's matches are many: their listings are then read
 * in one pass of the read model rather than one by one by key. Below it, reading by key is the cheaper of the two.
 */
const MANY_MATCHES = 0.15;
/**
 * SQL: the common table expression `few`, one row saying whether the search's `found` holds fewer than MANY_MATCHES of
 * the listings (PostgreSQL's estimate of their number), counted once for the statement.
 */
const FEW_MATCHES = `few as materialized (select (select count(*) from found) < ${MANY_MATCHES} * (select greatest(reltuples, 0) from pg_class where oid = 'directory_listings'::regclass) as value)`;

/** The bits of `values` in the list fact kept in `column` (0 for values no company lists), computed once per statement. */
export function bitsOf(column: string, values: readonly string[]): Sql {
  return sql(`(select coalesce(bit_or(1::bigint << d.bit), 0) from directory_vocabulary d where d.fact = '${column}' and d.value = any(?::text[]))`, [[...values]]);
}

/** `expression` within a band of a count: at least its minimum and at most its maximum, where given. */
function bandCondition(expression: string, band: CountBand): Sql {
  const ends = [
    ...(band.min === undefined ? [] : [`${expression} >= ${Math.trunc(band.min)}`]),
    ...(band.max === undefined ? [] : [`${expression} <= ${Math.trunc(band.max)}`]),
  ];
  return sql(ends.length === 0 ? 'true' : `(${ends.join(' and ')})`);
}

/** The band of the count in `expression` as its filter's value (`case when … then 'none' … end`), for grouping a facet by band. */
function bandOf(expression: string, bands: Record<string, CountBand>): string {
  const cases = Object.entries(bands).map(([value, band]) => `when ${bandCondition(expression, band).sql} then '${value.replaceAll("'", "''")}'`);
  return `(case ${cases.join(' ')} end)`;
}

/** The condition of one active filter on the read model's row `l`, or null when the filter is absent. */
export function filterCondition(name: DirectoryFilterName, filters: CompanyFilters): Sql | null {
  const values = chosenValues(name, filters);
  if (values.length === 0) return null;
  const filter = directoryFilter(name);
  const column = factColumn(filter.fact, filter.shape);
  if (filter.choice === 'flag') return sql(`l.${column} = ?`, [values[0] === 'true']);
  // A floor on a stated number: at least it; with the switch on, a number not stated (null) matches too.
  if (filter.choice === 'atLeast') {
    const atLeast = sql(`l.${column} >= ?`, [Number(values[0])]);
    return includesUnstated(name, filters) ? joinSql([sql('('), atLeast, sql(` or l.${column} is null)`)], '') : atLeast;
  }
  // A count read by band (none, any): the count within any of the chosen bands.
  if (filter.bands) {
    const bands = filter.bands;
    return joinSql(
      [
        sql('('),
        joinSql(
          values.map((value) => bandCondition(`l.${column}`, bands[value])),
          ' or ',
        ),
        sql(')'),
      ],
      '',
    );
  }
  // A list fact matches when it has any of the values or of the narrower values under them: any of their bits;
  // with the switch on, an empty list (no bits: the fact not stated) matches too.
  if (filter.shape === 'list') {
    const anyOf = joinSql([sql(`l.${column} & `), bitsOf(column, matchedValues(name, filters)), sql(' <> 0')], '');
    return includesUnstated(name, filters) ? joinSql([sql('('), anyOf, sql(` or l.${column} = 0)`)], '') : anyOf;
  }
  return sql(`l.${column} = any(?::text[])`, [values]);
}

/**
 * The conditions every selection shares besides the filters: listing scope, ids and, unless the caller joins
 * `found` itself, the search.
 */
function baseConditions(selection: Selection, { searchJoined = false } = {}): Sql[] {
  const conditions: Sql[] = [];
  if (selection.scope !== 'all') conditions.push(sql(selection.scope === 'listed' ? 'l.listed' : 'not l.listed'));
  if (selection.ids) conditions.push(sql('l.company_id = any(?::uuid[])', [[...selection.ids]]));
  if (selection.filters.search && !searchJoined) conditions.push(sql('l.company_id in (select company_id from found)'));
  return conditions;
}

/** The filters' conditions, each but the one named `except`. */
function filterConditions(filters: CompanyFilters, except?: DirectoryFilterName): Sql[] {
  return DIRECTORY_FILTER_NAMES.flatMap((name) => (name === except ? [] : (filterCondition(name, filters) ?? [])));
}

const where = (conditions: readonly Sql[]): Sql => (conditions.length === 0 ? sql('true') : joinSql(conditions, ' and '));

/**
 * One page of a selection with the number of rows the whole selection has, in one statement. `columns` and `joins`
 * say what the caller shows of each company: `joins` may join tables to `p.company_id`. Rows: `total` and the
 * columns, in the page's order; one row with `position` null when the page is empty.
 *
 * Without a condition, the page is the first rows of the sort's index and the total a count of the listed rows.
 * With filters, a search or ids, the selection is read once (`m`: the ids, the sort's columns and the search's
 * rank) for both the total and the page: the planner cannot tell how many rows a test of bits keeps, and walking
 * the sort's index for a page of a rare combination reads the whole index. With a search its ranks come first.
 */
export function pageWithTotal(selection: Selection, sort: DirectorySort, limit: number, offset: number, columns: string, joins: string): Sql {
  const search = Boolean(selection.filters.search);
  const filters = filterConditions(selection.filters);
  const page = (ids: Sql) =>
    joinSql(
      [
        sql(`p.position, ${columns} from (select 1) as one left join `),
        // ARRAY(subquery) keeps the subquery's order; its ordinality is the page's order.
        joinSql([sql('unnest(array('), ids, sql(')) with ordinality as p(company_id, position)')], ''),
        sql(` on true ${joins} order by p.position`),
      ],
      '',
    );
  if (!search && !selection.ids && filters.length === 0) {
    return joinSql(
      [
        sql('select (select count(*)::int from directory_listings l where '),
        where(baseConditions(selection)),
        sql(') as total, '),
        page(
          joinSql(
            [
              sql('select l.company_id from directory_listings l where '),
              where(baseConditions(selection)),
              sql(` order by ${orderTerms(sort).join(', ')} limit ? offset ?`, [limit, offset]),
            ],
            '',
          ),
        ),
      ],
      '',
    );
  }
  const kept = ['company_id', ...sortColumns(sort)].map((column) => `l.${column}`).join(', ');
  const order = search ? ['l.search_rank', ...orderTerms(sort)] : orderTerms(sort);
  const conditions = where([...baseConditions(selection, { searchJoined: search }), ...filters]);
  // A search reads the listings of the companies it finds by their key (a subquery per match, `limit 1` keeping it
  // one) while they are few, and in one pass of the listings hashed against the matches once they are many.
  const selected = search
    ? joinSql(
        [
          sql(`select l.*, found.rank as search_rank from found cross join lateral (select ${kept} from directory_listings l where l.company_id = found.company_id and `),
          conditions,
          sql(
            ` limit 1) as l where (select value from few) union all select ${kept}, found.rank as search_rank from found join directory_listings l on l.company_id = found.company_id where not (select value from few) and `,
          ),
          conditions,
        ],
        '',
      )
    : joinSql([sql(`select ${kept} from directory_listings l where `), conditions], '');
  return joinSql(
    [
      selection.filters.search ? joinSql([sql('with '), searchCtes(selection.filters.search), sql(`, ${FEW_MATCHES}, `)], '') : sql('with '),
      sql('m as materialized ('),
      selected,
      sql(') select (select count(*)::int from m) as total, '),
      page(sql(`select l.company_id from m as l order by ${order.join(', ')} limit ? offset ?`, [limit, offset])),
    ],
    '',
  );
}

/** The prefix of a facet row that counts a switch's companies not stating a number (`unstated:minBioreactorLiters`). */
const UNSTATED_FACET = 'unstated:';

/** A number filter with a switch for the companies not stating the number, and the SQL saying a row does not state it. */
interface UnstatedFloor {
  name: DirectoryFilterName;
  unstated: string;
}

/**
 * One grouping set of the facet statement: what it groups by (`key`), and the facet name, value and bits that each
 * of its groups reports (SQL expressions).
 */
interface FacetSet {
  name: DirectoryFilterName;
  key: string;
  facet: string;
  value: string;
  bits: string;
}

/** What a facet groups by: the fact's column, or for a count read by band, the band; and whether it is a list fact. */
function facetColumn(name: FacetDimension): { column: string; list: boolean } {
  const filter = directoryFilter(name);
  const column = `l.${factColumn(filter.fact, filter.shape)}`;
  const bands = filter.choice === 'one' || filter.choice === 'any' ? filter.bands : undefined;
  return { column: bands ? bandOf(column, bands) : column, list: filter.shape === 'list' };
}

/** The floors on a number that come with a switch for companies not stating it (`minBioreactorLiters`). */
function unstatedFloors(): UnstatedFloor[] {
  return UNSTATED_FILTER_NAMES.flatMap((name) => {
    const filter = directoryFilter(name);
    return filter.choice === 'atLeast' ? [{ name, unstated: `(l.${factColumn(filter.fact, filter.shape)} is null)` }] : [];
  });
}

/**
 * The grouping sets: one per facet, grouped by its fact (a list fact by its bits), and one per floor counting the
 * companies that do not state its number (`unstated:<filter>`).
 */
function facetSets(floors: readonly UnstatedFloor[]): FacetSet[] {
  return [
    ...FACET_DIMENSIONS.map((name) => {
      const { column, list } = facetColumn(name);
      return { name, key: column, facet: `'${name}'`, value: list ? 'null::text' : `${column}::text`, bits: list ? column : 'null::bigint' };
    }),
    ...floors.map(({ name, unstated }) => ({ name, key: unstated, facet: `'${UNSTATED_FACET}${name}'`, value: 'null::text', bits: 'null::bigint' })),
  ];
}

/**
 * The selection's active filters, split: those some count ignores (a facet's own filter, a floor with its switch),
 * in a fixed order that numbers them, and the conditions every count applies.
 */
function activeFilters(selection: Selection, floors: readonly UnstatedFloor[]): { ignorable: { name: DirectoryFilterName; condition: Sql }[]; always: Sql[] } {
  const ignoredSomewhere = (name: DirectoryFilterName) =>
    (FACET_DIMENSIONS as readonly DirectoryFilterName[]).includes(name) || floors.some((floor) => floor.name === name);
  const active = DIRECTORY_FILTER_NAMES.flatMap((name) => {
    const condition = filterCondition(name, selection.filters);
    return condition ? [{ name, condition }] : [];
  });
  return {
    ignorable: active.filter(({ name }) => ignoredSomewhere(name)),
    always: active.filter(({ name }) => !ignoredSomewhere(name)).map(({ condition }) => condition),
  };
}

/**
 * The one scan, as the CTE `l`: the listings meeting every condition that no count ignores and failing at most one of
 * the ignorable ones, with the facts the sets group by and `missed`, the number of the ignorable filter the row
 * fails (-1 for none).
 */
function facetScan(selection: Selection, ignorable: readonly { condition: Sql }[], always: readonly Sql[], floors: readonly UnstatedFloor[]): Sql {
  const met = (condition: Sql) => joinSql([sql('coalesce('), condition, sql(', false)')], '');
  const missed =
    ignorable.length === 0
      ? sql('-1')
      : joinSql([sql('case'), ...ignorable.map(({ condition }, i) => joinSql([sql(' when not '), met(condition), sql(` then ${i}`)], '')), sql(' else -1 end')], '');
  const failures = joinSql(
    ignorable.map(({ condition }) => joinSql([sql('(not '), met(condition), sql(')::int')], '')),
    ' + ',
  );
  const columns = [
    ...new Set([...FACET_DIMENSIONS, ...floors.map(({ name }) => name)].map((name) => factColumn(directoryFilter(name).fact, directoryFilter(name).shape))),
  ];
  return joinSql(
    [
      sql(`l as (select ${columns.map((column) => `l.${column}`).join(', ')}, `),
      missed,
      sql(' as missed from directory_listings l where '),
      where([...baseConditions(selection), ...always, ...(ignorable.length > 1 ? [joinSql([sql('('), failures, sql(') <= 1')], '')] : [])]),
      sql(')'),
    ],
    '',
  );
}

/**
 * The groups of `chosen` sets over the rows of `l` whose `missed` is `missedOne` (-1: rows failing nothing), as
 * `{ facet, value, bits, count }` rows. The companies stating a floor's number are no count of their own.
 */
function groupedCounts(chosen: readonly FacetSet[], missedOne: number, floors: readonly UnstatedFloor[]): string {
  const one = chosen.length === 1;
  const which = (pick: (set: FacetSet) => string) =>
    one ? pick(chosen[0]) : `case ${chosen.map((set) => `when grouping(${set.key}) = 0 then ${pick(set)}`).join(' ')} end`;
  const groupBy = one ? chosen[0].key : `grouping sets (${chosen.map((set) => `(${set.key})`).join(', ')})`;
  const stating = floors.filter((floor) => chosen.some((set) => set.key === floor.unstated));
  const having =
    stating.length === 0
      ? ''
      : ` having not (${stating.map(({ unstated }) => (one ? `not ${unstated}` : `(grouping(${unstated}) = 0 and not ${unstated})`)).join(' or ')})`;
  return (
    `(select ${which((set) => set.facet)} as facet, ${which((set) => set.value)} as value, ${which((set) => set.bits)} as bits, count(*) as count ` +
    `from l where l.missed = ${missedOne} group by ${groupBy}${having})`
  );
}

/** Rows `{ facet: 'bit:<column>', value, bits }` giving each list fact's vocabulary bit, for facetCountsOf to read groups by. */
function vocabularyBits(): Sql {
  const lists = FACET_DIMENSIONS.filter((name) => facetColumn(name).list).map((name) => `'${factColumn(directoryFilter(name).fact, 'list')}'`);
  return sql(`(select 'bit:' || d.fact as facet, d.value, d.bit::bigint as bits, 0 as count from directory_vocabulary d where d.fact in (${lists.join(', ')}))`);
}

/**
 * The facet counts of a selection in one statement, one scan of the read model (facetScan). Each facet counts the
 * rows matching every other active filter (a facet ignores its own) and the search, grouped by the fact's value, or
 * for a list fact by its bits (as few groups as there are combinations of values). A floor on a number with a switch
 * of companies not stating it also ignores its filter, and counts those companies (`unstated:<filter>`). Every set
 * counts the rows failing no filter; a set whose filter is ignorable also counts the rows failing only that one.
 * Rows of `{ facet, value, bits, count }`, then the vocabulary's bits (vocabularyBits), read by facetCountsOf.
 */
export function facetCounts(selection: Selection): Sql {
  const floors = unstatedFloors();
  const sets = facetSets(floors);
  const { ignorable, always } = activeFilters(selection, floors);
  const parts = [
    groupedCounts(sets, -1, floors),
    ...ignorable.flatMap(({ name }, i) => {
      const ignoring = sets.filter((set) => set.name === name);
      return ignoring.length === 0 ? [] : [groupedCounts(ignoring, i, floors)];
    }),
  ];
  const counts = sql(`(select g.facet, g.value, g.bits, sum(g.count)::int as count from (${parts.join(' union all ')}) as g group by g.facet, g.value, g.bits)`);
  const search = selection.filters.search ? joinSql([searchCtes(selection.filters.search), sql(', ')], '') : sql('');
  return joinSql([sql('with '), search, facetScan(selection, ignorable, always, floors), sql(' '), counts, sql(' union all '), vocabularyBits()], '');
}

/**
 * Facet count rows (facetCounts) as FacetCounts: a list fact's groups counted once for each option their bits
 * hold, a broader option counting the companies that list it or a value under it (each company once); a list
 * fact's group without bits is its companies not stating the fact.
 */
export function facetCountsOf(rows: readonly { facet: string; value: string | null; bits: string | null; count: number }[]): FacetCounts {
  const counts = {
    ...Object.fromEntries(FACET_DIMENSIONS.map((name) => [name, {} as Record<string, number>])),
    unstated: Object.fromEntries(UNSTATED_FILTER_NAMES.map((name) => [name, 0])),
  } as FacetCounts;
  const valueOfBit = new Map<string, string>();
  for (const row of rows) if (row.facet.startsWith('bit:')) valueOfBit.set(`${row.facet.slice(4)}:${row.bits}`, row.value!);
  for (const row of rows) {
    if (row.facet.startsWith('bit:')) continue;
    if (row.facet.startsWith(UNSTATED_FACET)) {
      counts.unstated[row.facet.slice(UNSTATED_FACET.length) as UnstatedFilterName] = Number(row.count);
      continue;
    }
    const name = row.facet as FacetDimension;
    const facet = counts[name];
    if (row.bits === null) {
      // A fact without a value (a size not stated) is in no option.
      if (row.value !== null) facet[row.value] = Number(row.count);
      continue;
    }
    const filter = directoryFilter(name);
    const column = factColumn(filter.fact, filter.shape);
    const listed: string[] = [];
    for (let bits = BigInt(row.bits), bit = 0n; bits > 0n; bits >>= 1n, bit += 1n) {
      if ((bits & 1n) === 0n) continue;
      const value = valueOfBit.get(`${column}:${bit}`);
      if (value !== undefined) listed.push(value);
    }
    if (BigInt(row.bits) === 0n && (UNSTATED_FILTER_NAMES as readonly string[]).includes(name)) counts.unstated[name as UnstatedFilterName] += Number(row.count);
    for (const option of withBroaderValues(filter.fact, listed)) facet[option] = (facet[option] ?? 0) + Number(row.count);
  }
  return counts;
}
