import type { WebsiteDomains } from '../discovery/company-identity';
import { emailHost } from '../verification/email-domain';
import type { ClaimDomainCheck } from './vendor-account';

/**
 * Compares the registrable domain of a claimant's email with the company website's, by the same rule that
 * de-duplicates companies ("jane@us.lonza.com" matches "https://www.lonza.com"; a gmail address matches no
 * company). Shared hosts (linkedin.com, sites.google.com) have no identity domain, so they never match.
 */
export function claimDomainCheck(domains: WebsiteDomains, email: string, website: string | null): ClaimDomainCheck {
  const emailDomain = emailHost(email);
  const websiteDomain = website ? domains.registrableDomain(website) : null;
  if (websiteDomain === null) return { emailDomain, websiteDomain: null, matches: null };
  const claimant = emailDomain ? domains.registrableDomain(`https://${emailDomain}`) : null;
  return { emailDomain, websiteDomain, matches: claimant === websiteDomain };
}
