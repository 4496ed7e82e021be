import { createHash } from 'node:crypto';
import { searchKey, searchWords } from '../../../domain/directory/search-vocabulary';
import { Bitset } from './bitset';

/**
 * The trigram similarity (0-1, pg_trgm's measure: shared trigrams over all trigrams of both words) from which a
 * word of the names matches a search word despite a typo. 0.4 keeps one-letter slips ("Biologcs", "Lonzo",
 * "Patheom") and drops lookalike words: "toxicology" is 0.33 from "oncology". Swapped letters are caught by
 * the edit distance instead (typoEdits).
 */
export const SEARCH_SIMILARITY = 0.4;

/**
 * Edits (insertions, deletions, substitutions) a search word may be from a name word that starts like it: one
 * for a word of four letters ("Rivr"), two from five letters ("Pathoen"); shorter words must be exact prefixes.
 */
const typoEdits = (word: string): number => (word.length >= 5 ? 2 : word.length === 4 ? 1 : 0);

/** A word's trigrams as pg_trgm forms them: the word padded with two spaces before and one after. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return [...trigrams];
}

/** Whether two words are at most `max` edits apart (Levenshtein, one row of the table at a time). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length] <= max;
}

/** What name search reads of a company: the words of its names and its lower-cased name and aliases. */
export interface NamedCompany {
  nameWords: readonly string[];
  nameVariants: readonly string[];
}

/**
 * SHA-1 over every company's name words and variants in position order, each list led by its length and every
 * item followed by a NUL, which no PostgreSQL text holds: equal digests mean equal names at equal positions.
 */
function namesDigest(companies: readonly NamedCompany[]): string {
  const hash = createHash('sha1');
  const listed = (list: readonly string[]) => `${list.length}\0${list.map((item) => `${item}\0`).join('')}`;
  for (const { nameWords, nameVariants } of companies) hash.update(listed(nameWords) + listed(nameVariants));
  return hash.digest('base64');
}

/** A name word used by more than 1 company in this many is kept as a bitset besides its postings (see densePostings). */
const DENSE_SHARE = 64;

/** Code-unit order: the order binary searches over the vocabulary and the variants assume. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first index of a sorted list whose entry is not before `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The name half of the directory search (DECISIONS §12), in memory: the vocabulary of every word of every
 * company's names (name, aliases, parent), each with the companies using it, and every name and alias in
 * order. A search word stands for the vocabulary words starting with it, and (from three letters) those within
 * the trigram similarity, and (from four letters, starting with the same one or two letters) those within the
 * typo edits; one letter stands only for itself. Immutable; built once per set of names and kept across
 * directory versions that leave the names alone (`NameSearch.of`).
 */
export class NameSearch {
  private readonly words: string[];
  private readonly postings: Int32Array[];
  private readonly variants: string[];
  private readonly variantPositions: Int32Array;
  /**
   * Words used by more than one company in DENSE_SHARE (a group name, "bio", "pharma"), kept as bitsets too: a
   * union of their few thousand words costs less than setting their hundred thousand positions one by one.
   */
  private readonly densePostings = new Map<number, Bitset>();
  /** Per trigram, the vocabulary words having it; built at the first search that needs it. */
  private trigramIndex: Map<string, number[]> | null = null;
  private trigramCounts: Uint16Array | null = null;

  /** How many companies the search was built from. */
  private readonly size: number;
  /** A digest of every company's names, in position order (namesDigest): what `of` compares. */
  private readonly digest: string;

  constructor(companies: readonly NamedCompany[], digest = namesDigest(companies)) {
    this.size = companies.length;
    this.digest = digest;
    const byWord = new Map<string, number[]>();
    const variants: [string, number][] = [];
    companies.forEach((company, position) => {
      for (const word of company.nameWords) {
        const list = byWord.get(word);
        if (list) list.push(position);
        else byWord.set(word, [position]);
      }
      for (const variant of company.nameVariants) variants.push([variant, position]);
    });
    this.words = [...byWord.keys()].sort(byCodeUnit);
    this.postings = this.words.map((word) => Int32Array.from(byWord.get(word)!));
    variants.sort((a, b) => byCodeUnit(a[0], b[0]) || a[1] - b[1]);
    this.variants = variants.map(([variant]) => variant);
    this.variantPositions = Int32Array.from(variants, ([, position]) => position);
    this.postings.forEach((postings, i) => {
      if (postings.length * DENSE_SHARE > companies.length) this.densePostings.set(i, Bitset.of(companies.length, postings));
    });
  }

  /**
   * The name search of `companies`: `previous` when they carry exactly the names it was built from (same positions,
   * same words), else a new one. Compared by digest, made once: keeping every company's name lists to compare them
   * held a hundred thousand arrays for the collector to trace on every full collection.
   */
  static of(companies: readonly NamedCompany[], previous?: NameSearch): NameSearch {
    const digest = namesDigest(companies);
    return previous && previous.size === companies.length && previous.digest === digest ? previous : new NameSearch(companies, digest);
  }

  /**
   * The name matches of a search text as three disjoint sets of company positions, best first: [0] the text is
   * the name or an alias, [1] a name or alias starts with it, [2] any other name match (every search word matches
   * a word of the names). A text without search words matches no name.
   */
  groups(text: string): [exact: Bitset, prefix: Bitset, other: Bitset] {
    const size = this.size;
    const exact = Bitset.empty(size);
    const prefix = Bitset.empty(size);
    const words = searchWords(text);
    if (words.length === 0) return [exact, prefix, Bitset.empty(size)];
    let matched: Bitset | null = null;
    for (const word of words) {
      const set = this.companiesUsing(this.vocabularyFor(word));
      matched = matched ? matched.and(set) : set;
    }
    const key = searchKey(text);
    for (let i = lowerBound(this.variants, key); i < this.variants.length && this.variants[i].startsWith(key); i++) {
      (this.variants[i] === key ? exact : prefix).add(this.variantPositions[i]);
    }
    // A company with one alias equal to the text and another starting with it is an exact match.
    const startsWith = prefix.andNot(exact);
    return [exact, startsWith, matched!.andNot(exact).andNot(startsWith)];
  }

  /** The indexes of the vocabulary words a search word stands for. */
  private vocabularyFor(word: string): Set<number> {
    const found = new Set<number>();
    if (word.length === 1) {
      const at = lowerBound(this.words, word);
      if (this.words[at] === word) found.add(at);
      return found;
    }
    for (let i = lowerBound(this.words, word); i < this.words.length && this.words[i].startsWith(word); i++) found.add(i);
    if (word.length >= 3) for (const i of this.similarTo(word)) found.add(i);
    const edits = typoEdits(word);
    if (edits > 0) {
      const start = word.slice(0, edits);
      for (let i = lowerBound(this.words, start); i < this.words.length && this.words[i].startsWith(start); i++) {
        if (withinEdits(this.words[i], word, edits)) found.add(i);
      }
    }
    return found;
  }

  /** Vocabulary words whose trigram similarity to `word` reaches SEARCH_SIMILARITY. */
  private similarTo(word: string): number[] {
    const index = this.trigrams();
    const wanted = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of wanted) for (const i of index.get(trigram) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    const similar: number[] = [];
    for (const [i, count] of shared) {
      if (count / (wanted.length + this.trigramCounts![i] - count) >= SEARCH_SIMILARITY) similar.push(i);
    }
    return similar;
  }

  private trigrams(): Map<string, number[]> {
    if (!this.trigramIndex) {
      const index = new Map<string, number[]>();
      const counts = new Uint16Array(this.words.length);
      this.words.forEach((word, i) => {
        const trigrams = trigramsOf(word);
        counts[i] = trigrams.length;
        for (const trigram of trigrams) {
          const list = index.get(trigram);
          if (list) list.push(i);
          else index.set(trigram, [i]);
        }
      });
      this.trigramCounts = counts;
      this.trigramIndex = index;
    }
    return this.trigramIndex;
  }

  /** The companies whose names use any of the vocabulary `words`. */
  private companiesUsing(words: Set<number>): Bitset {
    const set = Bitset.empty(this.size);
    for (const i of words) {
      const dense = this.densePostings.get(i);
      if (dense) set.addSet(dense);
      else set.addAll(this.postings[i]);
    }
    return set;
  }
}
