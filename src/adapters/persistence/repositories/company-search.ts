import { searchKey, searchWords } from '../../../domain/directory/search-vocabulary';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';
import { escapeLike } from './like-pattern';

/**
 * pg_trgm's word similarity (0-1) from which a search word matches a word of a company's names despite a
 * typo: set on every connection (mikro-orm-options.ts), so the `<%` operator and its trigram index use it.
 * 0.5 keeps one-letter slips and swaps ("Biologcs", "Pathoen", "Lonzo") and drops lookalike words:
 * "toxicology" is 0.45 from "oncology".
 */
export const SEARCH_WORD_SIMILARITY = 0.5;

/** The text-search configuration of the search document (Migration20261127000000FindingProviders). */
const TEXT_SEARCH_CONFIG = 'english';

const c = tableOf(CompanyRecord).as('c');

/** A fragment of SQL and its bindings. */
export interface SqlPart {
  sql: string;
  bindings: string[];
}

/**
 * The directory search of DECISIONS §12 over `companies as c`, for one search text:
 * - `matches`: a **name match** (every word of the text appears in the name, an alias or the parent company,
 *   as a substring or within the typo similarity) or a **text match** (the full-text query matches the
 *   search document: names, services, areas, modalities, phases, their vocabulary, description). Both are
 *   served by indexes (`companies_search_names_trgm`, `companies_search_document_gin`);
 * - `order`: exact name or alias first, then a name or alias starting with the text, then other name
 *   matches, then text matches by relevance (ts_rank_cd, names weighing most).
 */
export function companySearch(text: string): { matches: SqlPart; order: SqlPart[] } {
  const key = searchKey(text);
  const names = `lower(${c.col('search_names')})`;
  const words = searchWords(text);
  const wordMatches = words.map(() => `(${names} like ? escape '\\' or ? <% ${names})`);
  const nameMatch: SqlPart = {
    sql: wordMatches.length > 0 ? `(${wordMatches.join(' and ')})` : 'false',
    bindings: words.flatMap((word) => [`%${escapeLike(word)}%`, word]),
  };
  const query = `websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ?)`;
  const textMatch: SqlPart = { sql: `${c.col('search_document')} @@ ${query}`, bindings: [text] };
  const variants = c.col('name_variants');
  return {
    matches: { sql: `(${nameMatch.sql} or ${textMatch.sql})`, bindings: [...nameMatch.bindings, ...textMatch.bindings] },
    order: [
      {
        sql: `case when ? = any(${variants}) then 0 when exists (select 1 from unnest(${variants}) as variant where variant like ? escape '\\') then 1 when ${nameMatch.sql} then 2 else 3 end asc`,
        bindings: [key, `${escapeLike(key)}%`, ...nameMatch.bindings],
      },
      { sql: `ts_rank_cd(${c.col('search_document')}, ${query}) desc`, bindings: [text] },
    ],
  };
}
