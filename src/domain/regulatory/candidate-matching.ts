import { companyNameKey } from '../directory/company-name';

/**
 * Proposing which company a warning letter may concern, for an admin to confirm (never confirmed by the
 * system). A letter names its recipient the way FDA addressed it: a legal entity, often a site ("Catalent
 * Indiana, LLC"), sometimes a person and a firm ("Jane Doe, M.D./Acme Research"), sometimes with a trade name
 * ("X LLC dba Y"). Each part of the recipient is compared, by the directory's name key (companyNameKey), with
 * every name a company goes by: its name, aliases and former names, but not its parent's name (a letter to
 * the parent is not the provider's). The rules are in docs/regulatory-record.md.
 */

/** A company as candidate matching sees it. */
export interface MatchableCompany {
  id: string;
  name: string;
  aliases: readonly string[];
  formerNames: readonly string[];
  parentCompany: string | null;
}

/** A proposed pairing of a letter and a company, with the name that matched. */
export interface CandidateMatch {
  letterUrl: string;
  companyId: string;
  /** The company's name, alias or former name found in the recipient. */
  matchedName: string;
}

/**
 * Words that say what a company does rather than who it is. A name made only of them ("INC Research" keys to
 * "research") would match half the listing, so it proposes nothing.
 */
const GENERIC_WORDS = new Set([
  'research',
  'clinical',
  'pharma',
  'pharmaceutical',
  'pharmaceuticals',
  'laboratory',
  'laboratories',
  'labs',
  'lab',
  'bio',
  'biologics',
  'biotech',
  'biosciences',
  'bioscience',
  'sciences',
  'science',
  'life',
  'health',
  'healthcare',
  'medical',
  'solutions',
  'services',
  'international',
  'global',
  'manufacturing',
  'development',
  'analytical',
  'testing',
  'consulting',
  'partners',
  'chemicals',
  'chemical',
  'trials',
  'drug',
  'drugs',
  'and',
  'of',
  'usa',
  'us',
  'america',
  'europe',
  'india',
  'china',
]);

/** Shortest key that may match on its own (three letters: "PPD", "SGS"; two-letter keys are too common). */
const MIN_KEY_LENGTH = 3;
/** Shortest one-word key that may match inside a recipient part rather than at its start ("Excelvision Fareva"). */
const MIN_INNER_WORD_LENGTH = 6;

/**
 * The parts of a recipient that may each be a company: split at "/", "dba", "d/b/a", "aka", "formerly", ";"
 * and parentheses.
 */
export function recipientParts(recipient: string): string[] {
  return recipient
    .replace(/\b(?:d\s*\/\s*b\s*\/\s*a|d\.b\.a\.?|a\s*\/\s*k\s*\/\s*a|a\.k\.a\.?)(?=\s|$)/gi, ' | ')
    .replace(/\s(?:dba|aka|formerly|f\/k\/a|fka)\s/gi, ' | ')
    .split(/[|/;()]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether a name key can identify a company in a recipient: long enough, and not only generic words. */
export function isDistinctiveKey(key: string): boolean {
  if (key.length < MIN_KEY_LENGTH || !/[a-z]/.test(key)) return false;
  return key.split(' ').some((word) => !GENERIC_WORDS.has(word));
}

/**
 * Whether a recipient part (its key) names the company whose name has `nameKey`: the same key, the key followed
 * by more words ("catalent indiana" for "catalent"), or, for a name of two or more words or one long word, the
 * name's words anywhere in the part ("excelvision fareva" for "fareva").
 */
export function partNames(partKey: string, nameKey: string): boolean {
  if (partKey === nameKey || partKey.startsWith(`${nameKey} `)) return true;
  const inner = nameKey.includes(' ') || nameKey.length >= MIN_INNER_WORD_LENGTH;
  return inner && ` ${partKey} `.includes(` ${nameKey} `);
}

/** The names of a company that candidate matching uses, each with its key; its parent's name left out. */
export function matchingNamesOf(company: MatchableCompany): { name: string; key: string }[] {
  const parentKey = company.parentCompany ? companyNameKey(company.parentCompany) : null;
  const seen = new Set<string>();
  const names: { name: string; key: string }[] = [];
  for (const name of [company.name, ...company.aliases, ...company.formerNames]) {
    const key = companyNameKey(name);
    if (seen.has(key) || key === parentKey || !isDistinctiveKey(key)) continue;
    seen.add(key);
    names.push({ name, key });
  }
  return names;
}

/**
 * Candidate matches between letters and companies: every (letter, company) pair where a part of the letter's
 * recipient names one of the company's names (see {@link partNames}). One candidate per pair, naming the first
 * of the company's names that matched (its own name before aliases and former names).
 * @param letters the letters' page URLs and recipients
 * @param companies the directory's companies
 */
export function proposeCandidates(letters: readonly { url: string; recipient: string }[], companies: readonly MatchableCompany[]): CandidateMatch[] {
  // Names indexed by their first word: a recipient part is compared only with names whose first word it has.
  const byFirstWord = new Map<string, { companyId: string; name: string; key: string; order: number }[]>();
  for (const company of companies) {
    matchingNamesOf(company).forEach(({ name, key }, order) => {
      const first = key.split(' ')[0];
      const list = byFirstWord.get(first) ?? [];
      list.push({ companyId: company.id, name, key, order });
      byFirstWord.set(first, list);
    });
  }
  const candidates: CandidateMatch[] = [];
  for (const letter of letters) {
    const best = new Map<string, { name: string; order: number }>();
    for (const part of recipientParts(letter.recipient)) {
      const partKey = companyNameKey(part);
      for (const word of new Set(partKey.split(' '))) {
        for (const entry of byFirstWord.get(word) ?? []) {
          if (!partNames(partKey, entry.key)) continue;
          const kept = best.get(entry.companyId);
          if (!kept || entry.order < kept.order) best.set(entry.companyId, { name: entry.name, order: entry.order });
        }
      }
    }
    for (const [companyId, { name }] of best) candidates.push({ letterUrl: letter.url, companyId, matchedName: name });
  }
  return candidates;
}
