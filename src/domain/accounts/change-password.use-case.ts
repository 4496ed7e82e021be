import { Clock } from '../shared/clock.port';
import { PasswordHasher } from '../shared/password-hasher.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AccountMailer } from './account-mailer.port';
import { displayName } from './account';
import { AuthenticationRequiredError, PasswordIncorrectError } from './accounts.errors';
import { Accounts, OneTimeTokens, UserSessions } from './accounts.port';
import { CommonPasswords, refuseCommonPassword } from './common-passwords.port';
import { forgotPasswordLink } from './password-reset.use-case';

/**
 * POST /api/auth/change-password (docs/administration.md): a signed-in member replaces the password after giving the
 * current one. In one transaction the password is replaced, open reset links are revoked and every other
 * session ends (the one that asked stays signed in); then the member is mailed "Your BioVetted password was
 * changed", so a change made from a stolen session does not go unnoticed.
 * @throws PasswordIncorrectError (field `currentPassword`) for a wrong current password; PasswordTooCommonError
 *   (field `newPassword`); AuthenticationRequiredError when the account no longer exists.
 */
export class ChangePassword {
  constructor(
    private readonly accounts: Accounts,
    private readonly hasher: PasswordHasher,
    private readonly tokens: OneTimeTokens,
    private readonly sessions: UserSessions,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
    private readonly mailer: AccountMailer,
    private readonly appUrl: string,
  ) {}

  async execute(input: { accountId: string; currentPassword: string; newPassword: string; keepSessionId: string }): Promise<void> {
    const account = await this.accounts.findById(input.accountId);
    if (!account) throw new AuthenticationRequiredError();
    if (!account.passwordHash || !(await this.hasher.verify(account.passwordHash, input.currentPassword))) {
      throw new PasswordIncorrectError('currentPassword');
    }
    refuseCommonPassword(input.newPassword, this.commonPasswords, 'newPassword');
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.unitOfWork.run(async () => {
      await this.accounts.update(account.id, { passwordHash });
      await this.tokens.revokeAll('password_reset', account.id, this.clock.now());
      await this.sessions.endAllFor(account.id, input.keepSessionId);
    });
    await this.mailer.sendPasswordChanged(account.email, displayName(account), forgotPasswordLink(this.appUrl));
  }
}
