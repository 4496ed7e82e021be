import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { SEARCH_VOCABULARY } from '../../../domain/directory/search-vocabulary';
import { parseTextQuery, type TextQuery } from '../directory-index/text-query';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';
import { knexOf } from './knex-of';
import { containsPattern } from './like-pattern';

/** The text-search configuration of the search document (Migration20261127000000FindingProviders). */
const TEXT_SEARCH_CONFIG = 'english';

/** How many search texts keep their parsed query in one instance (a few hundred bytes each). */
const KEPT_TEXT_QUERIES = 1_000;

/**
 * Parsed queries by search text. What a text parses and stems to depends only on the text and the database's
 * text-search configuration, which no write changes, so a text searched again (paging, facets, a popular word)
 * skips the statement. Boxed: lru-cache keeps no null.
 */
const keptTextQueries = new LRUCache<string, { query: TextQuery | null }>({ max: KEPT_TEXT_QUERIES });

/**
 * The full-text half of a directory search (DECISIONS §12) as a query the directory index evaluates: the text
 * read as a web search (`websearch_to_tsquery`: quoted phrases, `or`, `-word`), stemmed with the search
 * document's configuration. A statement without a table (~0.2 ms) the first time a text is searched; null when
 * the text has only stop words.
 */
export async function textQueryOf(em: EntityManager, text: string): Promise<TextQuery | null> {
  const kept = keptTextQueries.get(text);
  if (kept) return kept.query;
  const { rows } = await knexOf(em).raw(`select websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ?)::text as query`, [text]);
  const query = parseTextQuery(rows[0].query);
  keptTextQueries.set(text, { query });
  return query;
}

/**
 * The stemmed lexemes of each service, area, modality and phase given, with its search vocabulary
 * (SEARCH_VOCABULARY), as the search document's terms part stores them: value → lexemes.
 */
export async function termLexemes(em: EntityManager, values: readonly string[]): Promise<Map<string, string[]>> {
  if (values.length === 0) return new Map();
  const texts = values.map((value) => [value, ...(SEARCH_VOCABULARY[value as keyof typeof SEARCH_VOCABULARY] ?? [])].join(' | '));
  const { rows } = await knexOf(em).raw(
    `select t.value, tsvector_to_array(to_tsvector('${TEXT_SEARCH_CONFIG}', t.text)) as lexemes from unnest(?::text[], ?::text[]) as t(value, text)`,
    [[...values], texts],
  );
  return new Map((rows as { value: string; lexemes: string[] }[]).map((row) => [row.value, row.lexemes]));
}

/** A fragment of SQL and its bindings. */
export interface SqlPart {
  sql: string;
  bindings: string[];
}

const c = tableOf(CompanyRecord).as('c');

/**
 * The search in SQL over `companies as c`, for the admin's company management, which lists unlisted companies
 * the directory index leaves out: a name or alias containing the text, or the full-text match of the search
 * document; `order` puts the exact name or alias first, then names and aliases containing the text.
 */
export function companySearchSql(text: string): { matches: SqlPart; order: SqlPart[] } {
  const pattern = containsPattern(text.trim());
  const named = `(lower(${c.col('name')}) like ? escape '\\' or exists (select 1 from unnest(${c.col('aliases')}) as alias where lower(alias) like ? escape '\\'))`;
  const exact = `(lower(${c.col('name')}) = ? or ? = any(${c.col('name_variants')}))`;
  const key = text.trim().toLowerCase();
  return {
    matches: { sql: `(${named} or ${c.col('search_document')} @@ websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ?))`, bindings: [pattern, pattern, text] },
    order: [
      { sql: `${exact} desc`, bindings: [key, key] },
      { sql: `${named} desc`, bindings: [pattern, pattern] },
    ],
  };
}
