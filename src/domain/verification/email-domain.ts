/**
 * Industry classification of an email address's domain (docs/accounts.md#industry-email-classification;
 * docs/screens.md#email-verification and docs/accounts.md#industry-email-classification).
 *
 * Precedence, first match wins:
 *   1. no usable domain                              → rejected       ('invalid')
 *   2. the host or a parent is a disposable domain   → rejected       ('disposable')
 *   3. the host or a parent is a free-mail domain    → manual_review  ('free_mail')
 *   4. academic or government suffix                 → verified       ('academic_or_government')
 *   5. curated industry list or a directory website  → verified       ('industry')
 *   6. anything else                                 → manual_review  ('unknown')
 * Free mail sits above every `verified` rule so that a free-mail domain is never verified, even when
 * a directory entry names it as its website or a free-mail list carries a university alumni domain.
 */

/** Level of a domain; the account-level `pending` state lives with account approval, not here. */
export type VerificationLevel = 'verified' | 'manual_review' | 'rejected';

/** Why a domain got its level (shown to admins in the User Verification tab). */
export type EmailDomainReason = 'disposable' | 'free_mail' | 'industry' | 'academic_or_government' | 'unknown' | 'invalid';

/** Result of `classifyEmailDomain`; `domain` is the registrable domain, null when there is none. */
export interface EmailDomainClassification {
  level: VerificationLevel;
  domain: string | null;
  reason: EmailDomainReason;
}

/**
 * Port: the facts about domains that come from maintained data (public suffix list, disposable and
 * free-mail lists, the curated industry list, directory websites). Lookups are exact and take
 * lower-case names; walking from a host to its parents is the policy's job, not the adapter's.
 */
export abstract class EmailDomainFacts {
  /** Registrable domain of a lower-case host (`us.pfizer.com` → `pfizer.com`, `ox.ac.uk` → itself), or null (IP, bare suffix, unknown TLD). */
  abstract registrableDomain(host: string): string | null;
  /** Whether this exact domain is on a disposable-mail list. */
  abstract isDisposable(domain: string): boolean;
  /** Whether this exact domain is a free-mail provider (gmail.com, qq.com, ...). */
  abstract isFreeMail(domain: string): boolean;
  /** Whether this registrable domain is on the curated industry list or is a directory company's website domain. */
  abstract isKnownIndustryDomain(domain: string): boolean;
}

/**
 * Suffixes whose registration is restricted to academic institutions or to governments, matched
 * against the registrable domain (`x.ac.uk`) or equal to it (`europa.eu`, `nhs.net`). Sources: IANA
 * root zone database (.edu EDUCAUSE, .gov CISA, .mil DoD, .int intergovernmental treaty bodies), the
 * ccTLD registries' eligibility rules (Jisc for ac.uk, ERNET for ac.in/edu.in/res.in, JPRS for
 * ac.jp/go.jp, auDA for edu.au/gov.au, InternetNZ for ac.nz/govt.nz, CERNET/CNNIC for edu.cn/ac.cn/
 * gov.cn, KISA for ac.kr/go.kr, ...) and the public suffix list. `nih.gov` and `fda.hhs.gov` need no
 * entry of their own: `.gov` covers them. Domains that are registrable themselves (europa.eu,
 * nhs.net, canada.ca, bund.de, admin.ch, gov.scot, gov.wales, fed.us) are owned by the government.
 */
export const ACADEMIC_AND_GOVERNMENT_SUFFIXES: readonly string[] = [
  // Academic
  'edu',
  'ac.uk',
  'ac.in',
  'edu.in',
  'res.in',
  'ac.jp',
  'edu.au',
  'ac.nz',
  'edu.cn',
  'ac.cn',
  'ac.kr',
  'ac.il',
  'edu.sg',
  'edu.hk',
  'edu.tw',
  'ac.za',
  'ac.at',
  'edu.my',
  'ac.th',
  'edu.br',
  'edu.mx',
  'edu.tr',
  // Government, public health services and intergovernmental bodies
  'gov',
  'mil',
  'fed.us',
  'int',
  'gov.uk',
  'nhs.uk',
  'nhs.net',
  'gov.scot',
  'gov.wales',
  'europa.eu',
  'gc.ca',
  'canada.ca',
  'gov.au',
  'govt.nz',
  'gov.in',
  'nic.in',
  'go.jp',
  'go.kr',
  'gov.cn',
  'gov.sg',
  'gov.hk',
  'gov.tw',
  'gov.il',
  'gov.za',
  'gov.br',
  'gob.mx',
  'gob.es',
  'gouv.fr',
  'bund.de',
  'admin.ch',
  'gv.at',
  'gov.it',
  'gov.ie',
  'gov.pl',
];

/** Whether a registrable domain lies under (or is) an academic or government suffix. */
export function isAcademicOrGovernment(domain: string): boolean {
  return ACADEMIC_AND_GOVERNMENT_SUFFIXES.some((suffix) => domain === suffix || domain.endsWith(`.${suffix}`));
}

// LDH labels (plus Unicode letters for internationalised domains); at least two labels.
const HOST_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/**
 * The lower-case host of an email address, or null when the address has no usable host. Only the
 * part after the last `@` matters here; full address syntax is the signup DTO's job.
 */
export function emailHost(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const host = trimmed.slice(at + 1).replace(/\.$/, ''); // a trailing root dot names the same host
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label)) ? host : null;
}

/** The host, then each parent down to the registrable domain (`a.b.pfizer.com`, `b.pfizer.com`, `pfizer.com`). */
function hostAndParents(host: string, registrable: string): string[] {
  const chain = [host];
  let current = host;
  while (current !== registrable && current.includes('.')) {
    current = current.slice(current.indexOf('.') + 1);
    chain.push(current);
  }
  return chain;
}

/**
 * Classifies the domain of an email address (see the precedence at the top of this file). Never
 * throws: an address without a usable domain is `rejected` with reason `invalid`. Parents stop at the
 * registrable domain because the lists also hold bare public suffixes (`edu.pl`, `nom.za`, `net.ua`)
 * that must not condemn every domain under them.
 */
export function classifyEmailDomain(email: string, facts: EmailDomainFacts): EmailDomainClassification {
  const host = emailHost(email);
  const domain = host === null ? null : facts.registrableDomain(host);
  if (host === null || domain === null) return { level: 'rejected', domain: null, reason: 'invalid' };

  const names = hostAndParents(host, domain);
  if (names.some((name) => facts.isDisposable(name))) return { level: 'rejected', domain, reason: 'disposable' };
  if (names.some((name) => facts.isFreeMail(name))) return { level: 'manual_review', domain, reason: 'free_mail' };
  if (isAcademicOrGovernment(domain)) return { level: 'verified', domain, reason: 'academic_or_government' };
  if (facts.isKnownIndustryDomain(domain)) return { level: 'verified', domain, reason: 'industry' };
  return { level: 'manual_review', domain, reason: 'unknown' };
}

/**
 * Server message shown under the level badge on the Email Verification screen (docs/screens.md#screens). A
 * rejection says why when the reason is known; without one (an admin's decision) it names the common
 * cause, disposable mail.
 */
export function verificationMessage(level: VerificationLevel, reason?: EmailDomainReason): string {
  switch (level) {
    case 'verified':
      return 'Your email domain is recognised as an industry, academic or government domain. Your account is approved once you confirm your address.';
    case 'manual_review':
      return 'We could not recognise this domain automatically. Complete the form below and our team will review your application within 1-2 business days.';
    case 'rejected':
      return reason === 'invalid'
        ? 'This email address has no valid domain. Please use your work email.'
        : 'Disposable email addresses are not accepted. Please use your work email.';
  }
}
