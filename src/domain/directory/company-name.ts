/** Legal-form and filler words dropped when comparing company names. */
const NAME_NOISE = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'srl',
  'spa',
  'bv',
  'nv',
  'ab',
  'as',
  'asa',
  'oy',
  'kk',
  'kg',
  'se',
  'pvt',
  'pte',
  'group',
  'holdings',
  'holding',
  'the',
]);

/**
 * The key under which two spellings of one company name compare equal: lower-case ASCII letters and
 * digits, accents folded, "&" read as "and", legal forms and filler words dropped
 * ("Lonza Group AG" and "lonza" both give "lonza"). Used to keep the directory free of duplicates.
 * A name with no Latin letter or digit ("药明康德", "株式会社新日本科学") would key to "", which would
 * make every such name equal: it keys to its NFKC, lower-cased, whitespace-collapsed form instead.
 * Never returns "" for a name with any visible character.
 */
export function companyNameKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const meaningful = words.filter((word) => !NAME_NOISE.has(word));
  return (meaningful.length > 0 ? meaningful : words).join(' ');
}
