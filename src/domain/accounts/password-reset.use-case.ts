import { Clock } from '../shared/clock.port';
import { PasswordHasher } from '../shared/password-hasher.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AccountMailer } from './account-mailer.port';
import { ACCOUNT_ANSWERS, normaliseEmail } from './account-rules';
import { displayName } from './account';
import { InvalidTokenError } from './accounts.errors';
import { Accounts, OneTimeTokens, SecretTokens, UserSessions } from './accounts.port';
import { CommonPasswords, refuseCommonPassword } from './common-passwords.port';

/** How long a reset link works (spec part 2 §9): one hour, in milliseconds. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Forgot password: mails a single-use reset link `${appUrl}/reset-password?token=…` when the email has
 * an account; answers the same neutral message either way (no enumeration).
 */
export class RequestPasswordReset {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: OneTimeTokens,
    private readonly secrets: SecretTokens,
    private readonly mailer: AccountMailer,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(email: string): Promise<{ message: string }> {
    const account = await this.accounts.findByEmail(normaliseEmail(email));
    if (account) {
      const token = this.secrets.generate();
      const expiresAt = new Date(this.clock.now().getTime() + PASSWORD_RESET_TTL_MS);
      await this.tokens.store('password_reset', account.id, this.secrets.digest(token), expiresAt);
      await this.mailer.sendPasswordReset(account.email, displayName(account), `${this.appUrl}/reset-password?token=${encodeURIComponent(token)}`);
    }
    return { message: ACCOUNT_ANSWERS.forgotPasswordNeutral };
  }
}

/**
 * Sets a new password with a reset token: the token is used up, the password replaced and every
 * session of the account ended, in one transaction.
 * @throws PasswordTooCommonError (field `newPassword`) before the token is used, so the member can pick
 * another; InvalidTokenError for an unknown, used or expired token.
 */
export class ResetPassword {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: OneTimeTokens,
    private readonly secrets: SecretTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  async execute(input: { token: string; newPassword: string }): Promise<{ message: string }> {
    refuseCommonPassword(input.newPassword, this.commonPasswords, 'newPassword');
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.unitOfWork.run(async () => {
      const accountId = await this.tokens.consume('password_reset', this.secrets.digest(input.token), this.clock.now());
      if (!accountId) throw new InvalidTokenError();
      await this.accounts.update(accountId, { passwordHash });
      await this.sessions.endAllFor(accountId);
    });
    return { message: ACCOUNT_ANSWERS.passwordReset };
  }
}
