import { companyNameKey } from '../directory/company-name';
import type { DiscoveredCompany } from './discovered-company';

/** The registrable domain of a website ("https://www.us.lonza.com/x" → "lonza.com"), null when none. */
export abstract class WebsiteDomains {
  abstract registrableDomain(website: string): string | null;
}

/**
 * What makes two companies the same for de-duplication (docs/data-and-discovery.md#discovery-automation): the normalised name
 * (companyNameKey) or the registrable website domain.
 */
export class KnownCompanies {
  private readonly nameKeys = new Set<string>();
  private readonly domains = new Set<string>();

  constructor(
    private readonly websiteDomains: WebsiteDomains,
    identities: { nameKeys: Iterable<string>; domains: Iterable<string> } = { nameKeys: [], domains: [] },
  ) {
    for (const key of identities.nameKeys) this.nameKeys.add(key);
    for (const domain of identities.domains) this.domains.add(domain);
  }

  /** The name keys and website domains of candidates, to ask which of them are already taken. */
  static identitiesOf(websiteDomains: WebsiteDomains, candidates: readonly Pick<DiscoveredCompany, 'name' | 'website'>[]): { nameKeys: string[]; domains: string[] } {
    return {
      nameKeys: candidates.map((c) => companyNameKey(c.name)),
      domains: candidates.flatMap((c) => {
        const domain = c.website ? websiteDomains.registrableDomain(c.website) : null;
        return domain ? [domain] : [];
      }),
    };
  }

  /** Whether a company with this name key or website domain is already known. */
  has(candidate: Pick<DiscoveredCompany, 'name' | 'website'>): boolean {
    if (this.nameKeys.has(companyNameKey(candidate.name))) return true;
    const domain = candidate.website ? this.websiteDomains.registrableDomain(candidate.website) : null;
    return domain !== null && this.domains.has(domain);
  }

  /** Remembers a company so a later candidate with the same name or domain counts as a duplicate. */
  add(candidate: Pick<DiscoveredCompany, 'name' | 'website'>): void {
    this.nameKeys.add(companyNameKey(candidate.name));
    const domain = candidate.website ? this.websiteDomains.registrableDomain(candidate.website) : null;
    if (domain) this.domains.add(domain);
  }

  /**
   * Splits candidates into new ones and duplicates of known companies or of an earlier candidate in
   * the same list; the new ones are remembered.
   */
  admit(candidates: readonly DiscoveredCompany[]): { fresh: DiscoveredCompany[]; duplicates: DiscoveredCompany[] } {
    const fresh: DiscoveredCompany[] = [];
    const duplicates: DiscoveredCompany[] = [];
    for (const candidate of candidates) {
      if (this.has(candidate)) duplicates.push(candidate);
      else {
        this.add(candidate);
        fresh.push(candidate);
      }
    }
    return { fresh, duplicates };
  }
}
