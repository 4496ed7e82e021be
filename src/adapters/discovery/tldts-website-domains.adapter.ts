import { getDomain } from 'tldts';
import { WebsiteDomains } from '../../domain/discovery/company-identity';

/** Registrable domains by the Public Suffix List (tldts): "https://www.us.lonza.com" → "lonza.com", "ox.ac.uk" stays. */
export class TldtsWebsiteDomains extends WebsiteDomains {
  registrableDomain(website: string): string | null {
    return getDomain(website)?.toLowerCase() ?? null;
  }
}
