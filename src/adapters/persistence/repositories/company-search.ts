import { searchKey, searchWords } from '../../../domain/directory/search-vocabulary';
import { CompanyRecord } from '../schemas/company.schema';
import { SearchWordRecord } from '../schemas/search-word.schema';
import { tableOf } from '../tables';

/**
 * pg_trgm's similarity (0-1) from which a word of the vocabulary matches a search word despite a typo: set on
 * every connection (mikro-orm-options.ts), so the `%` operator and its trigram index use it. 0.4 keeps
 * one-letter slips ("Biologcs", "Lonzo", "Patheom") and drops lookalike words: "toxicology" is 0.33 from
 * "oncology". Swapped letters are caught by the edit distance instead (TYPO_EDITS).
 */
export const SEARCH_SIMILARITY = 0.4;

/**
 * Edits (insertions, deletions, substitutions) a search word may be from a name word that starts like it: one
 * for a word of four letters ("Rivr"), two from five letters ("Pathoen"); shorter words must be exact prefixes.
 */
const typoEdits = (word: string): number => (word.length >= 5 ? 2 : word.length === 4 ? 1 : 0);

/** The text-search configuration of the search document (Migration20261127000000FindingProviders). */
const TEXT_SEARCH_CONFIG = 'english';

const c = tableOf(CompanyRecord).as('c');
const words = tableOf(SearchWordRecord).as('w');

/** A fragment of SQL and its bindings. */
export interface SqlPart {
  sql: string;
  bindings: string[];
}

/**
 * The name words a search word stands for: words starting with it, and (from three letters) words within the
 * trigram similarity, or (from four letters, starting with the same one or two letters) within the typo edits.
 * One letter matches only itself. Evaluated once per query (an uncorrelated subquery), over the small vocabulary.
 */
function nameWordsMatching(word: string): SqlPart {
  const w = words.col('word');
  if (word.length === 1) return { sql: `array[?]::text[]`, bindings: [word] };
  // A union of one index lookup each (pattern, trigram, pattern again): an OR of them would scan the vocabulary.
  const lookups: SqlPart[] = [{ sql: `select ${w} from ${words.from} where ${w} like ?`, bindings: [`${word}%`] }];
  if (word.length >= 3) lookups.push({ sql: `select ${w} from ${words.from} where ${w} % ?`, bindings: [word] });
  const edits = typoEdits(word);
  if (edits > 0) {
    lookups.push({
      sql: `select ${w} from ${words.from} where ${w} like ? and abs(length(${w}) - ?) <= ${edits} and levenshtein_less_equal(${w}, ?, ${edits}) <= ${edits}`,
      bindings: [`${word.slice(0, edits)}%`, String(word.length), word],
    });
  }
  return { sql: `array(${lookups.map((lookup) => lookup.sql).join(' union ')})`, bindings: lookups.flatMap((lookup) => lookup.bindings) };
}

/**
 * The directory search of DECISIONS §12 over `companies as c`, for one search text:
 * - `matches`: a **name match** (every word of the text matches a word of the name, an alias or the parent
 *   company, by prefix or despite a typo) or a **text match** (the full-text query matches the search
 *   document: names, services, areas, modalities, phases, their vocabulary, description). Both are index
 *   lookups (`companies_name_words_gin` after the vocabulary's own indexes, `companies_search_document_gin`);
 * - `group`: 0 for the exact name or an alias, 1 for a name or alias starting with the text, 2 for another name
 *   match, 3 for a text match only (the order of DECISIONS §12);
 * - `relevance`: how well the text matches the document (ts_rank, names weighing most), the order among text
 *   matches; 0 for name matches, which keep the chosen sort within their groups (ranking a document costs its
 *   detoasting, so it is computed only where it orders).
 */
export function companySearch(text: string): { matches: SqlPart; group: SqlPart; relevance: SqlPart } {
  const key = searchKey(text);
  const perWord = searchWords(text).map(nameWordsMatching);
  const nameMatch: SqlPart =
    perWord.length > 0
      ? { sql: `(${perWord.map((part) => `${c.col('name_words')} && ${part.sql}`).join(' and ')})`, bindings: perWord.flatMap((part) => part.bindings) }
      : { sql: 'false', bindings: [] };
  const query = `websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ?)`;
  const variants = c.col('name_variants');
  return {
    matches: { sql: `(${nameMatch.sql} or ${c.col('search_document')} @@ ${query})`, bindings: [...nameMatch.bindings, text] },
    group: {
      sql: `case when ? = any(${variants}) then 0 when exists (select 1 from unnest(${variants}) as variant where starts_with(variant, ?)) then 1 when ${nameMatch.sql} then 2 else 3 end`,
      bindings: [key, key, ...nameMatch.bindings],
    },
    relevance: { sql: `case when ${nameMatch.sql} then 0 else ts_rank(${c.col('search_document')}, ${query}) end`, bindings: [...nameMatch.bindings, text] },
  };
}
