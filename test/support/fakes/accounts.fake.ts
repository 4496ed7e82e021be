import { isAwaitingApproval, type Account } from '../../../src/domain/accounts/account';
import { Accounts, type AccountChanges, type NewAccount } from '../../../src/domain/accounts/accounts.port';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../src/domain/moderation/moderation';

/**
 * Accounts in memory, behaving as AccountsRepository does (test/repositories/accounts.repo-spec.ts runs the
 * same contract against both): emails stored and found lower-case, a taken email makes `create` answer
 * null, the applications queue lists non-admins awaiting a decision oldest first.
 */
export class InMemoryAccounts extends Accounts {
  /** Who decided each application, by account id. */
  readonly decisions = new Map<string, ModerationDecision>();
  private created = 0;

  constructor(readonly all: Account[] = []) {
    super();
  }

  async findById(id: string): Promise<Account | null> {
    return this.all.find((a) => a.id === id) ?? null;
  }

  async findByEmail(email: string): Promise<Account | null> {
    return this.all.find((a) => a.email === email.toLowerCase()) ?? null;
  }

  async create(account: NewAccount): Promise<Account | null> {
    if (await this.findByEmail(account.email)) return null;
    const now = new Date();
    const stored: Account = {
      ...account,
      id: `account-${(this.created += 1)}`,
      email: account.email.toLowerCase(),
      profileImageUrl: null,
      subscriptionTier: 'free',
      verificationNotes: null,
      suspendedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    this.all.push(stored);
    return stored;
  }

  async update(id: string, changes: AccountChanges): Promise<Account> {
    const account = this.all.find((a) => a.id === id);
    if (!account) throw new Error(`No account ${id}`);
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return Object.assign(account, defined, { updatedAt: new Date() });
  }

  async adminExists(): Promise<boolean> {
    return this.all.some((a) => a.userType === 'admin');
  }

  async listAwaitingDecision(page: QueuePage): Promise<QueueSlice<Account>> {
    const waiting = this.all.filter(isAwaitingApproval).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    return { items: waiting.slice(page.offset, page.offset + page.limit), total: waiting.length };
  }

  async findForUpdate(id: string): Promise<Account | null> {
    return this.findById(id);
  }

  async recordDecision(id: string, decision: ModerationDecision, changes: Pick<Account, 'verificationLevel' | 'verifiedAt' | 'industryVerified'>): Promise<void> {
    await this.update(id, { ...changes, verificationNotes: decision.notes });
    this.decisions.set(id, decision);
  }
}
