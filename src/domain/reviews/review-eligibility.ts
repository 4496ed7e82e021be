import type { Account } from '../accounts/account';
import { WebsiteDomains } from '../discovery/company-identity';
import { emailHost } from '../verification/email-domain';
import { representsCompany } from '../vendors/vendor-account';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { ProviderDomains } from './provider-domains.port';
import { ReviewLedger } from './review-ledger.port';
import { isWithinReviewCooldown } from './review-rules';
import { ReviewStore } from './review-store.port';
import { ReviewerFingerprints } from './reviewer-fingerprints.port';
import { ConflictOfInterestError, DuplicateReviewError } from './reviews.errors';

/** Where a review would go: a listed company, a company submission, or both once the submission is listed. */
export interface ReviewTarget {
  companyId: string | null;
  companySubmissionId: string | null;
}

/** The registrable domain of an email's host (`jane@us.lonza.com` → `lonza.com`), null without one. */
export function emailRegistrableDomain(domains: WebsiteDomains, email: string): string | null {
  const host = emailHost(email);
  return host ? domains.registrableDomain(`https://${host}`) : null;
}

/**
 * What stops a member from reviewing a company, in the order the API answers (403 before 409;
 * docs/reviews-and-moderation.md):
 * 1. representing it: a pending or verified vendor account for it, or an email at its website's domain (an
 *    employee is a party to the company whether or not they registered as its vendor);
 * 2. a review of it in the last 12 months, by this account or, remembered by the review ledger, by an earlier
 *    account with the same email that was deleted.
 * Submitting a review and the eligibility check both ask this, so the form hears the same answer before the
 * ratings are filled in as on submit.
 */
export class ReviewEligibilityRules {
  constructor(
    private readonly reviews: ReviewStore,
    private readonly vendors: VendorAccounts,
    private readonly providers: ProviderDomains,
    private readonly websiteDomains: WebsiteDomains,
    private readonly ledger: ReviewLedger,
    private readonly fingerprints: ReviewerFingerprints,
  ) {}

  /** The error submitting would answer, or null when the member may review the target now. */
  async blocker(author: Pick<Account, 'id' | 'email'>, target: ReviewTarget, now: Date): Promise<ConflictOfInterestError | DuplicateReviewError | null> {
    if (target.companyId && (await this.represents(author, target.companyId))) return new ConflictOfInterestError();
    if (isWithinReviewCooldown(await this.reviews.lastReviewAt(author.id, target), now)) return new DuplicateReviewError();
    if (target.companyId && isWithinReviewCooldown(await this.ledger.lastReviewAt(this.fingerprints.of(author.email), target.companyId), now)) {
      return new DuplicateReviewError();
    }
    return null;
  }

  /** Whether the member speaks for or works at the company. */
  private async represents(author: Pick<Account, 'id' | 'email'>, companyId: string): Promise<boolean> {
    if (representsCompany(await this.vendors.listForUser(author.id), companyId)) return true;
    const domain = emailRegistrableDomain(this.websiteDomains, author.email);
    return domain !== null && (await this.providers.companiesAt(domain)).includes(companyId);
  }
}
