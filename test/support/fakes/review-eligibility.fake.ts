import { WebsiteDomains } from '../../../src/domain/discovery/company-identity';
import { ReviewInvitations, ReviewInvitationTokens, type ReviewInvitation } from '../../../src/domain/review-invitations/review-invitations.port';
import { ProviderDomains } from '../../../src/domain/reviews/provider-domains.port';
import { ReviewLedger, type LedgerEntry } from '../../../src/domain/reviews/review-ledger.port';
import { ReviewerFingerprints, reviewerEmailKey } from '../../../src/domain/reviews/reviewer-fingerprints.port';

/** The last two labels of a URL's host: enough of a registrable domain for names like `lonza.com`. */
export class LastTwoLabelsDomains extends WebsiteDomains {
  registrableDomain(website: string): string | null {
    try {
      return new URL(website).hostname.split('.').slice(-2).join('.') || null;
    } catch {
      return null;
    }
  }
}

/** Providers by website domain, as set by the test. */
export class InMemoryProviderDomains extends ProviderDomains {
  readonly byDomain = new Map<string, string[]>();
  async companiesAt(domain: string): Promise<string[]> {
    return this.byDomain.get(domain) ?? [];
  }
}

/** Readable fingerprints (`fp:` and the email key), so tests can see what is kept. */
export class ReadableFingerprints extends ReviewerFingerprints {
  of(email: string): string {
    return `fp:${reviewerEmailKey(email)}`;
  }
}

/** The review ledger in memory. */
export class InMemoryReviewLedger extends ReviewLedger {
  readonly entries: (LedgerEntry & { fingerprint: string })[] = [];
  async keep(fingerprint: string, entries: readonly LedgerEntry[]): Promise<void> {
    this.entries.push(...entries.map((entry) => ({ ...entry, fingerprint })));
  }
  async lastReviewAt(fingerprint: string, companyId: string): Promise<Date | null> {
    const times = this.entries.filter((e) => e.fingerprint === fingerprint && e.companyId === companyId).map((e) => e.reviewedAt.getTime());
    return times.length ? new Date(Math.max(...times)) : null;
  }
  async forgetBefore(cutoff: Date): Promise<void> {
    const kept = this.entries.filter((e) => e.reviewedAt >= cutoff);
    this.entries.splice(0, this.entries.length, ...kept);
  }
}

/** Invitations in memory. */
export class InMemoryReviewInvitations extends ReviewInvitations {
  readonly all: (ReviewInvitation & { createdAt: Date; reviewId: string | null })[] = [];
  async countSince(companyId: string, since: Date): Promise<number> {
    return this.all.filter((i) => i.companyId === companyId && i.createdAt >= since).length;
  }
  async create(input: { companyId: string; vendorAccountId: string; inviteeFingerprints: readonly string[]; sentAt: Date; expiresAt: Date }): Promise<string[]> {
    return input.inviteeFingerprints.map((fingerprint) => {
      const id = `invitation-${this.all.length + 1}`;
      this.all.push({
        id,
        companyId: input.companyId,
        inviteeFingerprint: fingerprint,
        expiresAt: input.expiresAt,
        usedAt: null,
        createdAt: input.sentAt,
        reviewId: null,
      });
      return id;
    });
  }
  async findForUpdate(id: string): Promise<ReviewInvitation | null> {
    const found = this.all.find((i) => i.id === id);
    return found ? { ...found } : null;
  }
  async markUsed(id: string, reviewId: string, usedAt: Date): Promise<void> {
    Object.assign(
      this.all.find((i) => i.id === id)!,
      { usedAt, reviewId },
    );
  }
}

/** Tokens that are the id behind a fixed prefix: genuine when the prefix is there. */
export class PrefixedInvitationTokens extends ReviewInvitationTokens {
  issue(invitationId: string): string {
    return `signed.${invitationId}`;
  }
  verify(token: string): string | null {
    return token.startsWith('signed.') ? token.slice('signed.'.length) : null;
  }
}
