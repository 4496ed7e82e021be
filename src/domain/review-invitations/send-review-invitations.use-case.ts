import { normaliseEmail } from '../accounts/account-rules';
import { CompanyDirectory } from '../directory/company-directory.port';
import { CompanyNotFoundError } from '../directory/directory.errors';
import { WebsiteDomains } from '../discovery/company-identity';
import { emailRegistrableDomain } from '../reviews/review-eligibility';
import { ReviewerFingerprints, reviewerEmailKey } from '../reviews/reviewer-fingerprints.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { startOfMonth, startOfNextMonth } from '../vendor-quotas/vendor-quota';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { NotVendorOfCompanyError } from '../vendors/vendors.errors';
import { invitationExpiry, MONTHLY_INVITATION_CAP } from './review-invitation-rules';
import { InvitationCapReachedError, OwnDomainInvitationError } from './review-invitations.errors';
import { ReviewInvitationMailer, ReviewInvitations, ReviewInvitationTokens } from './review-invitations.port';

/** What a vendor learns after sending: how many went out and what is left of the month's cap; never who used one. */
export interface InvitationsSent {
  sent: number;
  monthlyLimit: number;
  usedThisMonth: number;
  remainingThisMonth: number;
}

/**
 * POST /api/vendor/review-invitations: a verified vendor invites clients to review its company
 * (docs/reviews-and-moderation.md). Each address gets a mail with a signed link to the review form; only a keyed
 * hash of the address is stored. Addresses at the company's own website domain are refused (employees may not
 * review their employer), and a company sends at most MONTHLY_INVITATION_CAP a calendar month, counted under a
 * per-company lock so parallel requests cannot pass it. Mail goes out after the commit.
 * @throws CompanyNotFoundError; NotVendorOfCompanyError (403) unless a verified vendor of the company;
 *   OwnDomainInvitationError (400); InvitationCapReachedError (429).
 */
export class SendReviewInvitations {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly directory: CompanyDirectory,
    private readonly invitations: ReviewInvitations,
    private readonly tokens: ReviewInvitationTokens,
    private readonly fingerprints: ReviewerFingerprints,
    private readonly websiteDomains: WebsiteDomains,
    private readonly mailer: ReviewInvitationMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(userId: string, input: { companyId: string; emails: readonly string[] }): Promise<InvitationsSent> {
    const company = await this.directory.findProfile(input.companyId);
    if (!company) throw new CompanyNotFoundError(input.companyId);
    const vendor = await this.vendors.findApproved(userId, company.id);
    if (!vendor) throw new NotVendorOfCompanyError();
    // One invitation per person, however the address was spelled: the first spelling given (lower-case, as every
    // address here) is the one mailed.
    const byKey = new Map<string, string>();
    for (const email of input.emails) if (!byKey.has(reviewerEmailKey(email))) byKey.set(reviewerEmailKey(email), normaliseEmail(email));
    const emails = [...byKey.values()];
    const companyDomain = company.website ? this.websiteDomains.registrableDomain(company.website) : null;
    if (companyDomain && emails.some((email) => emailRegistrableDomain(this.websiteDomains, email) === companyDomain)) {
      throw new OwnDomainInvitationError();
    }
    const now = this.clock.now();
    const expiresAt = invitationExpiry(now);
    const { ids, usedBefore } = await this.unitOfWork.run(
      async () => {
        const usedBefore = await this.invitations.countSince(company.id, startOfMonth(now));
        if (usedBefore + emails.length > MONTHLY_INVITATION_CAP) throw new InvitationCapReachedError(startOfNextMonth(now), now);
        const fingerprints = emails.map((email) => this.fingerprints.of(email));
        const ids = await this.invitations.create({ companyId: company.id, vendorAccountId: vendor.id, inviteeFingerprints: fingerprints, sentAt: now, expiresAt });
        return { ids, usedBefore };
      },
      { lock: `review-invitations:${company.id}` },
    );
    for (const [i, email] of emails.entries()) {
      const link = `${this.appUrl}/submit-review?company=${encodeURIComponent(company.id)}&invitation=${encodeURIComponent(this.tokens.issue(ids[i]))}`;
      await this.mailer.sendInvitation(email, { companyName: company.name, link, expiresAt, signUpLink: `${this.appUrl}/signup` });
    }
    const usedThisMonth = usedBefore + emails.length;
    return { sent: emails.length, monthlyLimit: MONTHLY_INVITATION_CAP, usedThisMonth, remainingThisMonth: MONTHLY_INVITATION_CAP - usedThisMonth };
  }
}
