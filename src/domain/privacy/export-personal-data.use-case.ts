import { AuthenticationRequiredError } from '../accounts/accounts.errors';
import { memberIdentityOf } from '../accounts/account';
import { Accounts } from '../accounts/accounts.port';
import { ReviewStore } from '../reviews/review-store.port';
import { SavedSearches } from '../saved-searches/saved-searches.port';
import { Clock } from '../shared/clock.port';
import { Subscribers } from '../subscriptions/subscribers.port';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { PersonalData, type PersonalDataExport } from './personal-data.port';

/**
 * GET /api/account/export (GDPR Art. 15 and 20, docs/security.md#trust-and-safety-rules): everything kept about the signed-in member, in one
 * machine-readable document. Never the password hash, Stripe ids, or anything about other people (moderators,
 * other reviewers); a rejected review carries the reason the member was mailed.
 * @throws AuthenticationRequiredError when the account no longer exists.
 */
export class ExportPersonalData {
  constructor(
    private readonly accounts: Accounts,
    private readonly subscribers: Subscribers,
    private readonly reviews: ReviewStore,
    private readonly savedSearches: SavedSearches,
    private readonly vendorAccounts: VendorAccounts,
    private readonly personalData: PersonalData,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string): Promise<PersonalDataExport> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new AuthenticationRequiredError();
    const [subscriber, reviews, searches, vendors, records] = await Promise.all([
      this.subscribers.findById(accountId),
      this.reviews.listByAuthor(accountId),
      this.savedSearches.listOf(accountId),
      this.vendorAccounts.listForUser(accountId),
      this.personalData.recordsOf(accountId),
    ]);
    return {
      exportedAt: this.clock.now(),
      user: {
        ...memberIdentityOf(account),
        linkedinProfile: account.linkedinProfile,
        userType: account.userType,
        emailVerified: account.emailVerified,
        industryVerified: account.industryVerified,
        verificationLevel: account.verificationLevel,
        verifiedAt: account.verifiedAt,
        createdAt: account.createdAt,
      },
      reviews,
      savedSearches: searches.map(({ id, searchName, filters, alertsEnabled, createdAt }) => ({ id, searchName, filters, alertsEnabled, createdAt })),
      shortlist: records.shortlist,
      vendorAccounts: vendors.map(({ id, companyId, companyName, status, createdAt }) => ({ id, companyId, companyName, status, createdAt })),
      subscription:
        subscriber && (subscriber.stripeSubscriptionId || subscriber.subscriptionTier !== 'free')
          ? {
              tier: subscriber.subscriptionTier,
              status: subscriber.stripeSubscriptionStatus,
              currentPeriodEnd: subscriber.stripeCurrentPeriodEnd,
              cancelAtPeriodEnd: subscriber.stripeCancelAtPeriodEnd,
            }
          : null,
      companySubmissions: records.companySubmissions,
      matchRequests: records.matchRequests,
      verificationRequests: records.verificationRequests,
    };
  }
}
