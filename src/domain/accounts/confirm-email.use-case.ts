import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { EmailDomainFactsSource } from '../verification/email-domain-facts-source.port';
import { InvalidTokenError } from './accounts.errors';
import { approvalPathOf } from './approval-path';
import { Accounts, OneTimeTokens, SecretTokens } from './accounts.port';

/** What a confirmed email did to the application. */
export type ConfirmationOutcome = 'approved' | 'awaiting_review' | 'unchanged';

export const INVALID_CONFIRMATION_LINK = 'This confirmation link is invalid or has expired';

/**
 * Uses an email-confirmation token (docs/accounts.md): the email counts as confirmed, and a confirmed
 * industry, academic or government domain approves the account automatically; any other domain leaves
 * it for an admin (`manual_review`). An admin's earlier decision is kept.
 * @throws InvalidTokenError for an unknown, used or expired token.
 */
export class ConfirmEmail {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: OneTimeTokens,
    private readonly secrets: SecretTokens,
    private readonly facts: EmailDomainFactsSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<ConfirmationOutcome> {
    const facts = await this.facts.current();
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const accountId = await this.tokens.consume('email_confirmation', this.secrets.digest(token), now);
      const account = accountId ? await this.accounts.findById(accountId) : null;
      if (!account) throw new InvalidTokenError(INVALID_CONFIRMATION_LINK);
      if (account.verificationLevel === 'verified' || account.verificationLevel === 'rejected') {
        await this.accounts.update(account.id, { emailVerified: true });
        return 'unchanged';
      }
      if (approvalPathOf(account.email, facts) === 'automatic') {
        await this.accounts.update(account.id, { emailVerified: true, industryVerified: true, verificationLevel: 'verified', verifiedAt: now });
        return 'approved';
      }
      await this.accounts.update(account.id, { emailVerified: true, verificationLevel: 'manual_review' });
      return 'awaiting_review';
    });
  }
}
