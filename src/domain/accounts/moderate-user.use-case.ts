import { Clock } from '../shared/clock.port';
import { AccountMailer } from './account-mailer.port';
import { displayName, type Account } from './account';
import { AccountNotFoundError } from './accounts.errors';
import { Accounts } from './accounts.port';

/** Applications an admin still has to decide, oldest first. */
export class ListApplicationsAwaitingReview {
  constructor(private readonly accounts: Accounts) {}

  execute(): Promise<Account[]> {
    return this.accounts.listAwaitingReview();
  }
}

/**
 * An admin's decision on an application (DECISIONS §3): approval makes the account `verified` (it can
 * sign in), rejection `rejected`; the applicant is mailed either way.
 * @throws AccountNotFoundError for an unknown id.
 */
export class ModerateUser {
  constructor(
    private readonly accounts: Accounts,
    private readonly mailer: AccountMailer,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(input: { userId: string; approved: boolean; notes?: string | null }): Promise<{ id: string; status: 'verified' | 'rejected' }> {
    const account = await this.accounts.findById(input.userId);
    if (!account) throw new AccountNotFoundError();
    const status = input.approved ? 'verified' : 'rejected';
    await this.accounts.update(account.id, {
      verificationLevel: status,
      verificationNotes: input.notes?.trim() || null,
      verifiedAt: input.approved ? this.clock.now() : null,
    });
    if (input.approved) await this.mailer.sendApplicationApproved(account.email, displayName(account), `${this.appUrl}/login`);
    else await this.mailer.sendApplicationRejected(account.email, displayName(account), input.notes?.trim() || null);
    return { id: account.id, status };
  }
}
