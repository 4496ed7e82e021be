import type { EntityManager } from '@mikro-orm/postgresql';
import { SEARCH_VOCABULARY } from '../../../domain/directory/search-vocabulary';
import type { TextMatches } from '../directory-index/directory-index';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';
import { knexOf } from './knex-of';

/** The text-search configuration of the search document (Migration20261127000000FindingProviders). */
const TEXT_SEARCH_CONFIG = 'english';

const c = tableOf(CompanyRecord).as('c');

/** The statement of textMatches, with the search text bound twice (`?`). */
export const TEXT_MATCHES_SQL =
  `select array(select ${c.col('id')} from ${c.from} where ${c.col('search_document')} @@ websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ?)) as ids, ` +
  `tsvector_to_array(to_tsvector('${TEXT_SEARCH_CONFIG}', ?)) as lexemes`;

/**
 * The full-text half of the directory search (DECISIONS §12), in one statement: the companies whose search
 * document (names, services, areas, modalities, phases with their vocabulary, description) matches the text
 * as a web search query (`companies_search_document_gin`), and the text's stemmed lexemes. Only ids: the
 * directory index ranks them (DirectoryIndex.search), so no document is read back.
 */
export async function textMatches(em: EntityManager, text: string): Promise<TextMatches> {
  const { rows } = await knexOf(em).raw(TEXT_MATCHES_SQL, [text, text]);
  return { ids: rows[0].ids, lexemes: rows[0].lexemes };
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
