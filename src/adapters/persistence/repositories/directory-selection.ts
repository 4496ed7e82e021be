import type { Knex } from '@mikro-orm/postgresql';
import type { CompanyFilters, DirectorySort } from '../../../domain/directory/company-query';
import { chosenValues, DIRECTORY_FILTER_NAMES, directoryFilter, type DirectoryFilterName } from '../../../domain/directory/directory-filters';
import { FACET_DIMENSIONS, type FacetCounts } from '../../../domain/directory/facet-counts';
import { searchKey, searchWords } from '../../../domain/directory/search-vocabulary';
import { factColumn } from '../schemas/directory-listing.schema';
import { orderTerms } from './directory-order';

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
 * stretch of the names) a search word must be to the names to match despite a typo. 0.5 keeps a slip in a
 * word of four letters or more ("Rivr", "Lonzo", "medpase", "Pathoen") and drops lookalikes: "toxicology" is
 * 0.45 from "Oncology Partners". Set on every connection (mikro-orm-options.ts), as the `<%` operator, which
 * the trigram index serves, reads it from the session.
 */
export const TYPO_WORD_SIMILARITY = 0.5;

/** Which companies a read takes: the listed ones (every public read), the unlisted ones, or all (admins). */
export type ListingScope = 'listed' | 'unlisted' | 'all';

/** What a directory read selects: the filters and search text, an optional id list, and the listing scope. */
export interface Selection {
  filters: CompanyFilters;
  ids?: readonly string[];
  scope: ListingScope;
}

/** The parsed search of a selection: the text's query and stems, computed once per statement in `with q as (…)`. */
function searchCte(text: string): Sql {
  return sql(
    `with q as (select websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ?) as query, tsvector_to_array(to_tsvector('${TEXT_SEARCH_CONFIG}', ?)) as stems)`,
    [text, text],
  );
}

/**
 * A name match of the search text: every word of it starts a word of the names (a one-letter word is a whole
 * word), or, from three letters, is within TYPO_WORD_SIMILARITY of the names and a word of the names starts with
 * its first two letters (a typo after them). Words are letters and digits only (searchWords), so they are safe in
 * a regular expression. The trigram index on `search_names` serves both the `~` and the `<%` conditions.
 */
function nameMatch(text: string): Sql | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return joinSql(
    words.map((word) => {
      const start = word.length === 1 ? `\\m${word}\\M` : `\\m${word}`;
      if (word.length < 3) return sql('l.search_names ~ ?', [start]);
      return sql('(l.search_names ~ ? or (? <% l.search_names and l.search_names ~ ?))', [start, word, `\\m${word.slice(0, 2)}`]);
    }),
    ' and ',
  );
}

/** The condition of one active filter on the read model's row `l`, or null when the filter is absent. */
export function filterCondition(name: DirectoryFilterName, filters: CompanyFilters): Sql | null {
  const values = chosenValues(name, filters);
  if (values.length === 0) return null;
  const filter = directoryFilter(name);
  const column = `l.${factColumn(filter.fact)}`;
  if (filter.choice === 'flag') return sql(`${column} = ?`, [values[0] === 'true']);
  return filter.shape === 'list' ? sql(`${column} && ?::text[]`, [values]) : sql(`${column} = any(?::text[])`, [values]);
}

/** The conditions every selection shares besides the filters: listing scope, ids and search. */
function baseConditions(selection: Selection): Sql[] {
  const conditions: Sql[] = [];
  if (selection.scope !== 'all') conditions.push(sql(selection.scope === 'listed' ? 'l.listed' : 'not l.listed'));
  if (selection.ids) conditions.push(sql('l.company_id = any(?::uuid[])', [[...selection.ids]]));
  const search = selection.filters.search;
  if (search) {
    const named = nameMatch(search);
    conditions.push(named ? joinSql([sql('(('), named, sql(') or l.document @@ q.query)')], '') : sql('l.document @@ q.query'));
  }
  return conditions;
}

/** `from directory_listings l` with the search's parsed text beside it when there is one. */
function fromClause(selection: Selection): string {
  return selection.filters.search ? 'directory_listings l cross join q' : 'directory_listings l';
}

/** The statement prefix a selection needs (the search's CTE), or an empty fragment. */
function prefix(selection: Selection): Sql {
  return selection.filters.search ? searchCte(selection.filters.search) : sql('');
}

const where = (conditions: readonly Sql[]): Sql => (conditions.length === 0 ? sql('true') : joinSql(conditions, ' and '));

/**
 * The order of a selection: with a search, its ranks first (the exact name or an alias, a name or alias
 * starting with the text, another name match, then text matches, those whose terms carry more of the text's
 * stems first), then the sort.
 */
function orderBy(selection: Selection, sort: DirectorySort): Sql {
  const terms = orderTerms(sort);
  const search = selection.filters.search;
  if (!search) return sql(terms.join(', '));
  const key = searchKey(search);
  const named = nameMatch(search);
  const rank = joinSql(
    [
      sql('case when ? = any(l.name_variants) then 0 when exists (select 1 from unnest(l.name_variants) as v where starts_with(v, ?)) then 1', [key, key]),
      named ? joinSql([sql(' when '), named, sql(' then 2')], '') : sql(''),
      sql(' else 11 - least((select count(*) from unnest(q.stems) as s where s = any(l.term_stems)), 8)::int end'),
    ],
    '',
  );
  return joinSql([rank, sql(terms.join(', '))], ', ');
}

/**
 * The ids of one page of a selection, in order, with their place (`position`, from 1): a subquery for the
 * caller to join the facts it shows. Served by the sort's index when there is no search.
 */
export function pageOfIds(selection: Selection, sort: DirectorySort, limit: number, offset: number): { prefix: Sql; page: Sql } {
  const order = orderBy(selection, sort);
  const conditions = [...baseConditions(selection), ...filterConditions(selection.filters)];
  return {
    prefix: prefix(selection),
    page: joinSql(
      [
        sql('(select l.company_id, row_number() over (order by '),
        order,
        sql(`) as position from ${fromClause(selection)} where `),
        where(conditions),
        sql(' order by '),
        order,
        sql(' limit ? offset ?)', [limit, offset]),
      ],
      '',
    ),
  };
}

/** How many rows a selection has. */
export function countOf(selection: Selection): Sql {
  const conditions = [...baseConditions(selection), ...filterConditions(selection.filters)];
  return joinSql([prefix(selection), sql(`select count(*)::int as total from ${fromClause(selection)} where `), where(conditions)], ' ');
}

function filterConditions(filters: CompanyFilters): Sql[] {
  return DIRECTORY_FILTER_NAMES.flatMap((name) => filterCondition(name, filters) ?? []);
}

/**
 * The facet counts of a selection in one statement: per facet and value, the rows matching every other active
 * filter (a facet ignores its own). The rows are read once (`m`) with a flag per active filter, keeping only those
 * failing at most one filter: the others count in no facet. Each facet then counts its values over the rows whose
 * flags hold but its own. Rows of `{ facet, value, count }`.
 */
export function facetCounts(selection: Selection): Sql {
  const active = DIRECTORY_FILTER_NAMES.flatMap((name) => {
    const condition = filterCondition(name, selection.filters);
    return condition ? [{ name, condition }] : [];
  });
  const flag = (name: DirectoryFilterName) => `f_${name}`;
  const columns = [...new Set(FACET_DIMENSIONS.map((name) => `l.${factColumn(directoryFilter(name).fact)}`))];
  const flags = active.map(({ name, condition }) => joinSql([sql('('), condition, sql(`) as ${flag(name)}`)], ''));
  const conditions = baseConditions(selection);
  if (active.length > 1) {
    const met = joinSql(
      active.map(({ condition }) => joinSql([sql('('), condition, sql(')::int')], '')),
      ' + ',
    );
    conditions.push(joinSql([sql('('), met, sql(`) >= ${active.length - 1}`)], ''));
  }
  const counts = FACET_DIMENSIONS.map((name) => {
    const filter = directoryFilter(name);
    const column = `m.${factColumn(filter.fact)}`;
    const value = filter.shape === 'list' ? 'v' : column;
    const from = filter.shape === 'list' ? `m cross join lateral unnest(${column}) as v` : 'm';
    const holding = [...active.filter((other) => other.name !== name).map((other) => `m.${flag(other.name)}`), `${value} is not null`];
    return `select '${name}' as facet, ${value}::text as value, count(*)::int as count from ${from} where ${holding.join(' and ')} group by ${value}`;
  });
  const search = selection.filters.search;
  return joinSql(
    [
      search ? joinSql([searchCte(search), sql(',')], '') : sql('with'),
      sql(' m as materialized (select '),
      joinSql([sql(columns.join(', ')), ...flags], ', '),
      sql(` from ${fromClause(selection)} where `),
      where(conditions),
      sql(') '),
      sql(counts.join(' union all ')),
    ],
    '',
  );
}

/** Facet count rows as FacetCounts (values absent where no company has them). */
export function facetCountsOf(rows: readonly { facet: string; value: string; count: number }[]): FacetCounts {
  const counts = Object.fromEntries(FACET_DIMENSIONS.map((name) => [name, {} as Record<string, number>])) as FacetCounts;
  for (const row of rows) counts[row.facet as keyof FacetCounts][row.value] = Number(row.count);
  return counts;
}
