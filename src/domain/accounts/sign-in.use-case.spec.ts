import { anAccount } from '../../../test/support/builders';
import { InMemoryAccounts } from '../../../test/support/fakes/accounts.fake';
import type { Account } from './account';
import { ApplicationPendingError, ApplicationRejectedError, InvalidCredentialsError, NotAdminError, TooManyAttemptsError } from './accounts.errors';
import { SignInThrottle } from './sign-in-throttle.port';
import { SignIn } from './sign-in.use-case';
import { PasswordHasher } from '../shared/password-hasher.port';

class PrefixHasher extends PasswordHasher {
  verified: string[] = [];
  async hash(password: string) { return `hash:${password}`; }
  async verify(hash: string, password: string) { this.verified.push(hash); return hash === `hash:${password}`; }
}

class CountingThrottle extends SignInThrottle {
  failures: string[] = [];
  blocked = false;
  async assertAllowed() { if (this.blocked) throw new TooManyAttemptsError(); }
  async recordFailure(email: string, ip: string) { this.failures.push(`${email}@${ip}`); }
}

describe(SignIn.name, () => {
  const setup = (accounts: Account[]) => {
    const hasher = new PrefixHasher();
    const throttle = new CountingThrottle();
    const sut = new SignIn(new InMemoryAccounts(accounts), hasher, throttle, 'hash:decoy');
    return { sut, hasher, throttle };
  };

  it('signs in an approved account with a case-insensitive email', async () => {
    const { sut } = setup([anAccount()]);
    await expect(sut.execute({ email: ' JANE@Pfizer.com ', password: 'secret-password', ip: '1.2.3.4' })).resolves.toMatchObject({ id: 'a1' });
  });

  it('gives unknown emails and wrong passwords the same error, verifies a hash for both and counts both', async () => {
    const { sut, hasher, throttle } = setup([anAccount()]);
    await expect(sut.execute({ email: 'nobody@x.com', password: 'secret-password', ip: 'ip' })).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(sut.execute({ email: 'jane@pfizer.com', password: 'wrong', ip: 'ip' })).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(hasher.verified).toEqual(['hash:decoy', 'hash:secret-password']);
    expect(throttle.failures).toEqual(['nobody@x.com@ip', 'jane@pfizer.com@ip']);
  });

  it('reveals a pending or rejected application only after the right password, without counting a failure', async () => {
    const { sut, throttle } = setup([
      anAccount({ id: 'p', email: 'p@x.com', verificationLevel: 'manual_review' }),
      anAccount({ id: 'r', email: 'r@x.com', verificationLevel: 'rejected' }),
    ]);
    await expect(sut.execute({ email: 'p@x.com', password: 'wrong', ip: 'ip' })).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(sut.execute({ email: 'p@x.com', password: 'secret-password', ip: 'ip' })).rejects.toBeInstanceOf(ApplicationPendingError);
    await expect(sut.execute({ email: 'r@x.com', password: 'secret-password', ip: 'ip' })).rejects.toBeInstanceOf(ApplicationRejectedError);
    expect(throttle.failures).toEqual(['p@x.com@ip']);
  });

  it('lets only admins through the admin door', async () => {
    const { sut } = setup([anAccount(), anAccount({ id: 'adm', email: 'admin@x.com', userType: 'admin', verificationLevel: 'pending' })]);
    await expect(sut.execute({ email: 'jane@pfizer.com', password: 'secret-password', ip: 'ip', adminOnly: true })).rejects.toBeInstanceOf(NotAdminError);
    await expect(sut.execute({ email: 'admin@x.com', password: 'secret-password', ip: 'ip', adminOnly: true })).resolves.toMatchObject({ id: 'adm' });
  });

  it('refuses every attempt while throttled, even with the right password', async () => {
    const { sut, throttle } = setup([anAccount()]);
    throttle.blocked = true;
    await expect(sut.execute({ email: 'jane@pfizer.com', password: 'secret-password', ip: 'ip' })).rejects.toBeInstanceOf(TooManyAttemptsError);
  });
});
