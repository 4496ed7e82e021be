import { anAccount, aSubscriber } from '../../../test/support/builders';
import { InMemoryAccounts } from '../../../test/support/fakes/accounts.fake';
import { InMemorySubscribers } from '../../../test/support/fakes/subscribers.fake';
import { DirectUnitOfWork } from '../../../test/support/fakes/unit-of-work.fake';
import { PasswordIncorrectError } from '../accounts/accounts.errors';
import { UserSessions } from '../accounts/accounts.port';
import { KeepReviewsOfDeletedMember } from '../reviews/keep-reviews-of-deleted-member';
import { PasswordHasher } from '../shared/password-hasher.port';
import { TestClock } from '../../../test/support/fakes/clock.fake';
import { BillingGateway } from '../subscriptions/billing-gateway.port';
import type { BillingStatus, BillingSubscription } from '../subscriptions/subscription-state';
import { BillingDisabledError } from '../subscriptions/subscriptions.errors';
import { DeleteAccount } from './delete-account.use-case';
import { PersonalData } from './personal-data.port';
import { LastAdminError, SubscriptionNotCancelledError } from './privacy.errors';

/** Every step the use case takes, in order, across the fakes. */
type Steps = string[];

class PrefixHasher extends PasswordHasher {
  async hash(password: string) {
    return `hash:${password}`;
  }
  async verify(hash: string, password: string) {
    return hash === `hash:${password}`;
  }
}

class RecordingPersonalData extends PersonalData {
  constructor(
    private readonly steps: Steps,
    private readonly lastAdmin = false,
  ) {
    super();
  }
  async recordsOf() {
    return { shortlist: [], companySubmissions: [], matchRequests: [], verificationRequests: [] };
  }
  async erase(accountId: string) {
    this.steps.push(`erase:${accountId}`);
  }
  async isLastAdmin() {
    return this.lastAdmin;
  }
}

class RecordingLedger extends KeepReviewsOfDeletedMember {
  constructor(private readonly steps: Steps) {
    super(null as never, null as never, null as never);
  }
  override async execute(member: { id: string }) {
    this.steps.push(`keep-reviews:${member.id}`);
  }
}

class RecordingSessions extends UserSessions {
  constructor(private readonly steps: Steps) {
    super();
  }
  async endAllFor(accountId: string) {
    this.steps.push(`end-sessions:${accountId}`);
  }
}

class CancellingGateway extends BillingGateway {
  fail = false;
  constructor(private readonly steps: Steps) {
    super();
  }
  async cancelNow(id: string): Promise<BillingSubscription> {
    if (this.fail) throw new Error('provider down');
    this.steps.push(`cancel:${id}`);
    return { id, customerId: 'cus_1', status: 'canceled', priceId: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, userId: 'a1' };
  }
  createCustomer(): never {
    throw new Error('not used');
  }
  startSubscription(): never {
    throw new Error('not used');
  }
  changePrice(): never {
    throw new Error('not used');
  }
  retrieveSubscription(): never {
    throw new Error('not used');
  }
  retrieveWithFirstPayment(): never {
    throw new Error('not used');
  }
  cancelAtPeriodEnd(): never {
    throw new Error('not used');
  }
  verifyWebhook(): never {
    throw new Error('not used');
  }
}

function setup(options: { status?: BillingStatus | null; billing?: boolean; userType?: 'reviewer' | 'admin'; lastAdmin?: boolean } = {}) {
  const steps: Steps = [];
  const gateway = new CancellingGateway(steps);
  const subscriber = aSubscriber({ id: 'a1', stripeSubscriptionId: options.status ? 'sub_1' : null, stripeSubscriptionStatus: options.status ?? null });
  const sut = new DeleteAccount(
    new InMemoryAccounts([anAccount({ userType: options.userType ?? 'reviewer' })]),
    new PrefixHasher(),
    new RecordingPersonalData(steps, options.lastAdmin),
    new RecordingSessions(steps),
    new InMemorySubscribers(subscriber),
    gateway,
    { enabled: options.billing ?? true, prices: { startup: 'price_startup', growth: 'price_growth' } },
    new DirectUnitOfWork(),
    new RecordingLedger(steps),
    new TestClock('2026-06-01T00:00:00Z'),
  );
  return { sut, steps, gateway };
}

describe(DeleteAccount.name, () => {
  it('refuses a wrong password under the password field and touches nothing', async () => {
    const { sut, steps } = setup({ status: 'active' });
    await expect(sut.execute({ accountId: 'a1', password: 'wrong' })).rejects.toMatchObject({ constructor: PasswordIncorrectError, field: 'password' });
    expect(steps).toEqual([]);
  });

  it('erases, ends every session, then cancels a live subscription as the last step', async () => {
    const { sut, steps } = setup({ status: 'active' });
    await sut.execute({ accountId: 'a1', password: 'secret-password' });
    expect(steps).toEqual(['keep-reviews:a1', 'erase:a1', 'end-sessions:a1', 'cancel:sub_1']);
  });

  it.each<BillingStatus | null>([null, 'canceled', 'incomplete_expired'])('cancels nothing for a subscription status %s', async (status) => {
    const { sut, steps } = setup({ status });
    await sut.execute({ accountId: 'a1', password: 'secret-password' });
    expect(steps).toEqual(['keep-reviews:a1', 'erase:a1', 'end-sessions:a1']);
  });

  it('fails the whole deletion when the provider cannot cancel, or billing is off with a live subscription', async () => {
    const failing = setup({ status: 'past_due' });
    failing.gateway.fail = true;
    await expect(failing.sut.execute({ accountId: 'a1', password: 'secret-password' })).rejects.toBeInstanceOf(SubscriptionNotCancelledError);
    await expect(setup({ status: 'incomplete', billing: false }).sut.execute({ accountId: 'a1', password: 'secret-password' })).rejects.toBeInstanceOf(
      BillingDisabledError,
    );
  });

  it('refuses the last admin before erasing anything', async () => {
    const { sut, steps } = setup({ userType: 'admin', lastAdmin: true });
    await expect(sut.execute({ accountId: 'a1', password: 'secret-password' })).rejects.toBeInstanceOf(LastAdminError);
    expect(steps).toEqual([]);
    const another = setup({ userType: 'admin', lastAdmin: false });
    await another.sut.execute({ accountId: 'a1', password: 'secret-password' });
    expect(another.steps).toEqual(['keep-reviews:a1', 'erase:a1', 'end-sessions:a1']);
  });
});
