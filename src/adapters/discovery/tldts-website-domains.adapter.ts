import { getDomain, getHostname } from 'tldts';
import { WebsiteDomains } from '../../domain/discovery/company-identity';

/**
 * Hosts shared by many unrelated companies: a page there (a LinkedIn profile, a Google Site, a Wix site)
 * says nothing about which company it is, so it never counts as a company's identity. Matched against the
 * host and every parent domain of it.
 */
export const SHARED_HOSTS: readonly string[] = [
  'linkedin.com',
  'facebook.com',
  'fb.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'youtube.com',
  'google.com',
  'sites.google.com',
  'wikipedia.org',
  'wikidata.org',
  'crunchbase.com',
  'bloomberg.com',
  'github.com',
  'wixsite.com',
  'wix.com',
  'squarespace.com',
  'wordpress.com',
  'blogspot.com',
  'weebly.com',
  'godaddysites.com',
  'webflow.io',
  'carrd.co',
  'notion.site',
  'medium.com',
  'yolasite.com',
  'jimdosite.com',
  'strikingly.com',
  'business.site',
  'site123.me',
  'about.me',
  'linktr.ee',
];

/**
 * Registrable domains by the Public Suffix List (tldts) including its private section, so a user's
 * own space on a shared platform is its own domain ("acme.github.io", not "github.io"):
 * "https://www.us.lonza.com" → "lonza.com", "ox.ac.uk" stays. A website on a shared host (SHARED_HOSTS:
 * linkedin.com, sites.google.com, *.wixsite.com, …) has no identity domain: null.
 */
export class TldtsWebsiteDomains extends WebsiteDomains {
  registrableDomain(website: string): string | null {
    const host = getHostname(website)?.toLowerCase() ?? null;
    if (!host) return null;
    const labels = host.split('.');
    for (let i = 0; i < labels.length - 1; i += 1) {
      if (SHARED_HOSTS.includes(labels.slice(i).join('.'))) return null;
    }
    return getDomain(website, { allowPrivateDomains: true })?.toLowerCase() ?? null;
  }
}
