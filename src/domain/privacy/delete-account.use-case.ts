import { AuthenticationRequiredError, PasswordIncorrectError } from '../accounts/accounts.errors';
import { Accounts, UserSessions } from '../accounts/accounts.port';
import { KeepReviewsOfDeletedMember } from '../reviews/keep-reviews-of-deleted-member';
import { Clock } from '../shared/clock.port';
import { PasswordHasher } from '../shared/password-hasher.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { BillingGateway } from '../subscriptions/billing-gateway.port';
import type { BillingSettings } from '../subscriptions/billing-settings';
import type { BillingStatus } from '../subscriptions/subscription-state';
import { BillingDisabledError } from '../subscriptions/subscriptions.errors';
import { Subscribers } from '../subscriptions/subscribers.port';
import { PersonalData } from './personal-data.port';
import { LastAdminError, SubscriptionNotCancelledError } from './privacy.errors';

/** Statuses after which a subscription bills nothing more: nothing to cancel. */
const ENDED: ReadonlySet<BillingStatus> = new Set(['canceled', 'incomplete_expired']);

/**
 * POST /api/account/delete (GDPR Art. 17, docs/security.md#trust-and-safety-rules): with the right password, erases the member's personal
 * data (PersonalData.erase: approved reviews stay public, unlinked; the review ledger keeps a keyed hash of the
 * email with each such review's company and time, for the one-review-a-year rule), ends every session and cancels a live
 * subscription at once through the billing port. One transaction: the provider is asked last, so if it fails
 * nothing is deleted, and nothing is half-deleted if the database fails. Under the member's billing lock, so no
 * subscribe call starts a subscription meanwhile; an admin also takes the first-admin lock, so two admins
 * deleting themselves at once cannot leave none.
 * @throws PasswordIncorrectError (field `password`); LastAdminError; BillingDisabledError when a live
 *   subscription exists but billing is off, SubscriptionNotCancelledError when the provider fails to cancel it
 *   (both 503, nothing deleted); AuthenticationRequiredError when the account is already gone.
 */
export class DeleteAccount {
  constructor(
    private readonly accounts: Accounts,
    private readonly hasher: PasswordHasher,
    private readonly personalData: PersonalData,
    private readonly sessions: UserSessions,
    private readonly subscribers: Subscribers,
    private readonly gateway: BillingGateway,
    private readonly settings: BillingSettings,
    private readonly unitOfWork: UnitOfWork,
    private readonly keepReviews: KeepReviewsOfDeletedMember,
    private readonly clock: Clock,
  ) {}

  async execute(input: { accountId: string; password: string }): Promise<void> {
    const account = await this.accounts.findById(input.accountId);
    if (!account) throw new AuthenticationRequiredError();
    if (!account.passwordHash || !(await this.hasher.verify(account.passwordHash, input.password))) throw new PasswordIncorrectError('password');
    await this.unitOfWork.run(
      async () => {
        if (account.userType === 'admin') {
          await this.unitOfWork.run(
            async () => {
              if (await this.personalData.isLastAdmin(account.id)) throw new LastAdminError();
            },
            { lock: 'first-admin' },
          );
        }
        const subscriber = await this.subscribers.findById(account.id);
        await this.keepReviews.execute(account, this.clock.now());
        await this.personalData.erase(account.id);
        await this.sessions.endAllFor(account.id);
        const subscriptionId = subscriber?.stripeSubscriptionId;
        const status = subscriber?.stripeSubscriptionStatus ?? null;
        if (subscriptionId && status && !ENDED.has(status)) {
          if (!this.settings.enabled) throw new BillingDisabledError();
          try {
            await this.gateway.cancelNow(subscriptionId);
          } catch (error) {
            throw new SubscriptionNotCancelledError(error);
          }
        }
      },
      { lock: `billing-user:${account.id}` },
    );
  }
}
