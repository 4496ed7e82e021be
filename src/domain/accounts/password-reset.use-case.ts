import { Clock } from '../shared/clock.port';
import { PasswordHasher } from '../shared/password-hasher.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AccountMailer } from './account-mailer.port';
import { ACCOUNT_ANSWERS, normaliseEmail } from './account-rules';
import { displayName } from './account';
import { InvalidTokenError } from './accounts.errors';
import { Accounts, OneTimeTokens, SecretTokens, UserSessions } from './accounts.port';
import { CommonPasswords, refuseCommonPassword } from './common-passwords.port';
import { RequestLimits } from './request-limits.port';
import { SignInThrottle } from './sign-in-throttle.port';

/** How long a reset link works (docs/screens.md#constants-and-limits): one hour, in milliseconds. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The Forgot Password screen, for "this was not me" links: `${appUrl}/forgot-password`. */
export const forgotPasswordLink = (appUrl: string): string => `${appUrl}/forgot-password`;

/**
 * Issues reset links (docs/accounts.md, docs/security.md#trust-and-safety-rules): a new single-use token, valid one hour, stored as its digest,
 * and every older unused token of the account revoked in the same transaction. An advisory lock per
 * account makes two simultaneous requests leave one live token, not two.
 */
export class PasswordResetLinks {
  constructor(
    private readonly tokens: OneTimeTokens,
    private readonly secrets: SecretTokens,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  /** @returns the absolute link `${appUrl}/reset-password?token=…`. */
  async issue(accountId: string): Promise<string> {
    const token = this.secrets.generate();
    await this.unitOfWork.run(
      async () => {
        const now = this.clock.now();
        await this.tokens.revokeAll('password_reset', accountId, now);
        await this.tokens.store('password_reset', accountId, this.secrets.digest(token), new Date(now.getTime() + PASSWORD_RESET_TTL_MS));
      },
      { lock: `password-reset:${accountId}` },
    );
    return `${this.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  }
}

/**
 * Forgot password: mails a reset link when the email has an account, and answers the same neutral message
 * either way (no enumeration). At most 3 mails per email an hour, whichever addresses ask (a silent cap: the
 * answer never reveals it), so nobody can flood a mailbox from many addresses.
 */
export class RequestPasswordReset {
  constructor(
    private readonly accounts: Accounts,
    private readonly links: PasswordResetLinks,
    private readonly limits: RequestLimits,
    private readonly mailer: AccountMailer,
  ) {}

  async execute(input: { email: string; ip: string }): Promise<{ message: string }> {
    const email = normaliseEmail(input.email);
    if (await this.limits.take('forgotPasswordPerEmail', email)) {
      const account = await this.accounts.findByEmail(email);
      if (account) await this.mailer.sendPasswordReset(account.email, displayName(account), await this.links.issue(account.id));
    }
    return { message: ACCOUNT_ANSWERS.forgotPasswordNeutral };
  }
}

/**
 * Sets a new password with a reset token (docs/accounts.md, docs/security.md#trust-and-safety-rules): in one transaction the token is used up,
 * every other reset token of the account revoked, the password replaced and every session ended. After the
 * commit the email's 24-hour sign-in lock is lifted (the owner proved the mailbox) and the owner is mailed
 * "Your BioVetted password was changed".
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
    private readonly throttle: SignInThrottle,
    private readonly mailer: AccountMailer,
    private readonly appUrl: string,
  ) {}

  async execute(input: { token: string; newPassword: string }): Promise<{ message: string }> {
    refuseCommonPassword(input.newPassword, this.commonPasswords, 'newPassword');
    const passwordHash = await this.hasher.hash(input.newPassword);
    const account = await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const accountId = await this.tokens.consume('password_reset', this.secrets.digest(input.token), now);
      if (!accountId) throw new InvalidTokenError();
      await this.tokens.revokeAll('password_reset', accountId, now);
      const updated = await this.accounts.update(accountId, { passwordHash });
      await this.sessions.endAllFor(accountId);
      return updated;
    });
    await this.throttle.clearEmail(account.email);
    await this.mailer.sendPasswordChanged(account.email, displayName(account), forgotPasswordLink(this.appUrl));
    return { message: ACCOUNT_ANSWERS.passwordReset };
  }
}
