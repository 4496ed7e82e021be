import { PasswordHasher } from '../shared/password-hasher.port';
import { normaliseEmail } from './account-rules';
import { canSignIn, type Account } from './account';
import {
  ApplicationPendingError,
  ApplicationRejectedError,
  InvalidCredentialsError,
  NotAdminError,
} from './accounts.errors';
import { Accounts } from './accounts.port';
import { SignInThrottle } from './sign-in-throttle.port';

/**
 * Checks an email and password (DECISIONS §3, §11): the password first, and only with the right one
 * does a pending or rejected state show. Wrong passwords and unknown emails give the same error,
 * take the same time (a hash is verified either way) and count toward the throttle.
 * @throws TooManyAttemptsError, InvalidCredentialsError, ApplicationPendingError, ApplicationRejectedError,
 *   and with `adminOnly` NotAdminError.
 */
export class SignIn {
  constructor(
    private readonly accounts: Accounts,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    /** A hash of a throwaway password, verified for unknown emails so timing reveals nothing. */
    private readonly decoyHash: string,
  ) {}

  async execute(input: { email: string; password: string; ip: string; adminOnly?: boolean }): Promise<Account> {
    const email = normaliseEmail(input.email);
    await this.throttle.assertAllowed(email, input.ip);
    const account = await this.accounts.findByEmail(email);
    const passwordOk = await this.hasher.verify(account?.passwordHash ?? this.decoyHash, input.password);
    if (!account || !account.passwordHash || !passwordOk) {
      await this.throttle.recordFailure(email, input.ip);
      throw new InvalidCredentialsError();
    }
    if (input.adminOnly && account.userType !== 'admin') throw new NotAdminError();
    if (!canSignIn(account)) {
      throw account.verificationLevel === 'rejected' ? new ApplicationRejectedError() : new ApplicationPendingError();
    }
    return account;
  }
}
