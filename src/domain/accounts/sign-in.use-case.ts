import { PasswordHasher } from '../shared/password-hasher.port';
import { AccountMailer } from './account-mailer.port';
import { normaliseEmail } from './account-rules';
import { awaitsEmailConfirmation, canSignIn, displayName, type Account } from './account';
import {
  AccountSuspendedError,
  ApplicationPendingError,
  ApplicationRejectedError,
  EmailNotConfirmedError,
  InvalidCredentialsError,
  NotAdminError,
} from './accounts.errors';
import { Accounts } from './accounts.port';
import { PasswordResetLinks } from './password-reset.use-case';
import { SignInAudit, type SignInAttempt } from './sign-in-audit.port';
import { SignInThrottle } from './sign-in-throttle.port';

/**
 * Checks an email and password (docs/accounts.md, docs/api-contract.md#contract-details, docs/security.md#trust-and-safety-rules): the password first, and only with the right one
 * does an unconfirmed, pending or rejected application show. Wrong passwords and unknown emails give the
 * same error, take the same time (a hash is verified either way) and count toward the throttle. The failure
 * that takes an email to its 24-hour limit mails the owner a fresh reset link; the address of a successful
 * sign-in is remembered, so the owner signs in from there even while strangers' failures pause the email.
 * A suspended account is refused after the right password, before anything else about it. Every attempt is audited.
 * @throws TooManyAttemptsError, InvalidCredentialsError, AccountSuspendedError, EmailNotConfirmedError,
 *   ApplicationPendingError, ApplicationRejectedError, and with `adminOnly` NotAdminError.
 */
export class SignIn {
  constructor(
    private readonly accounts: Accounts,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    /** A hash of a throwaway password, verified for unknown emails so timing reveals nothing. */
    private readonly decoyHash: string,
    private readonly audit: SignInAudit,
    private readonly resetLinks: PasswordResetLinks,
    private readonly mailer: AccountMailer,
  ) {}

  async execute(input: { email: string; password: string; ip: string; adminOnly?: boolean }): Promise<Account> {
    const email = normaliseEmail(input.email);
    const account = await this.accounts.findByEmail(email);
    const attempt = { accountId: account?.id ?? null, ip: input.ip, door: input.adminOnly ? 'admin' : 'member' } as const;
    const refuse = (outcome: SignInAttempt['outcome'], error: Error): never => {
      this.audit.record({ ...attempt, outcome });
      throw error;
    };

    try {
      await this.throttle.assertAllowed(email, input.ip);
    } catch (error) {
      return refuse('throttled', error as Error);
    }
    const passwordOk = await this.hasher.verify(account?.passwordHash ?? this.decoyHash, input.password);
    if (!account || !account.passwordHash || !passwordOk) {
      const { emailLocked } = await this.throttle.recordFailure(email, input.ip);
      if (emailLocked) {
        this.audit.record({ ...attempt, outcome: 'locked_out' });
        if (account) await this.mailer.sendSignInLocked(account.email, displayName(account), await this.resetLinks.issue(account.id));
      }
      return refuse('invalid_credentials', new InvalidCredentialsError());
    }
    if (account.suspendedAt !== null) return refuse('suspended', new AccountSuspendedError());
    if (input.adminOnly && account.userType !== 'admin') return refuse('not_admin', new NotAdminError());
    if (!canSignIn(account)) {
      if (account.verificationLevel === 'rejected') return refuse('rejected', new ApplicationRejectedError());
      if (awaitsEmailConfirmation(account)) return refuse('email_unconfirmed', new EmailNotConfirmedError());
      return refuse('pending_review', new ApplicationPendingError());
    }
    await this.throttle.recordSuccess(email, input.ip);
    this.audit.record({ ...attempt, outcome: 'signed_in' });
    return account;
  }
}
