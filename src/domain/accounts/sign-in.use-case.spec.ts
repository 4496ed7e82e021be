import { anAccount } from '../../../test/support/builders';
import { InMemoryAccounts } from '../../../test/support/fakes/accounts.fake';
import { TestClock } from '../../../test/support/fakes/clock.fake';
import { DirectUnitOfWork } from '../../../test/support/fakes/unit-of-work.fake';
import type { Account, ApprovalPath } from './account';
import { AccountMailer } from './account-mailer.port';
import {
  ApplicationPendingError,
  ApplicationRejectedError,
  EmailNotConfirmedError,
  InvalidCredentialsError,
  NotAdminError,
  TooManyAttemptsError,
} from './accounts.errors';
import { OneTimeTokens, SecretTokens, type TokenPurpose } from './accounts.port';
import { PasswordResetLinks } from './password-reset.use-case';
import { SignInAudit, type SignInAttempt } from './sign-in-audit.port';
import { SignInThrottle } from './sign-in-throttle.port';
import { SignIn } from './sign-in.use-case';
import { PasswordHasher } from '../shared/password-hasher.port';

class PrefixHasher extends PasswordHasher {
  verified: string[] = [];
  async hash(password: string) {
    return `hash:${password}`;
  }
  async verify(hash: string, password: string) {
    this.verified.push(hash);
    return hash === `hash:${password}`;
  }
}

class CountingThrottle extends SignInThrottle {
  failures: string[] = [];
  blocked = false;
  /** The failure count (per email) at which recordFailure reports the email locked. */
  lockAt = Number.POSITIVE_INFINITY;
  async assertAllowed() {
    if (this.blocked) throw new TooManyAttemptsError();
  }
  async recordFailure(email: string, ip: string) {
    this.failures.push(`${email}@${ip}`);
    return { emailLocked: this.failures.filter((f) => f.startsWith(`${email}@`)).length === this.lockAt };
  }
  successes: string[] = [];
  async recordSuccess(email: string, ip: string) {
    this.successes.push(`${email}@${ip}`);
  }
  async clearEmail() {}
}

class RecordingAudit extends SignInAudit {
  entries: SignInAttempt[] = [];
  record(attempt: SignInAttempt) {
    this.entries.push(attempt);
  }
}

class RecordingMailer extends AccountMailer {
  sent: { kind: string; to: string; link: string }[] = [];
  async sendEmailConfirmation(to: string, _name: string, link: string, _approval: ApprovalPath) {
    this.sent.push({ kind: 'confirmation', to, link });
  }
  async sendApplicationApproved() {}
  async sendApplicationRejected() {}
  async sendPasswordReset(to: string, _name: string, link: string) {
    this.sent.push({ kind: 'reset', to, link });
  }
  async sendPasswordChanged(to: string, _name: string, link: string) {
    this.sent.push({ kind: 'changed', to, link });
  }
  async sendSignInLocked(to: string, _name: string, link: string) {
    this.sent.push({ kind: 'locked', to, link });
  }
}

class StoredTokens extends OneTimeTokens {
  stored: { purpose: TokenPurpose; accountId: string; hash: string; revoked: boolean }[] = [];
  async store(purpose: TokenPurpose, accountId: string, hash: string) {
    this.stored.push({ purpose, accountId, hash, revoked: false });
  }
  async consume() {
    return null;
  }
  async revokeAll(purpose: TokenPurpose, accountId: string) {
    for (const token of this.stored) if (token.purpose === purpose && token.accountId === accountId) token.revoked = true;
  }
}

class CountingSecrets extends SecretTokens {
  private n = 0;
  generate() {
    return `token-${(this.n += 1)}`;
  }
  digest(token: string) {
    return `sha:${token}`;
  }
}

describe(SignIn.name, () => {
  const setup = (accounts: Account[]) => {
    const hasher = new PrefixHasher();
    const throttle = new CountingThrottle();
    const audit = new RecordingAudit();
    const mailer = new RecordingMailer();
    const tokens = new StoredTokens();
    const links = new PasswordResetLinks(tokens, new CountingSecrets(), new DirectUnitOfWork(), new TestClock('2026-03-01T00:00:00Z'), 'https://app.test');
    const sut = new SignIn(new InMemoryAccounts(accounts), hasher, throttle, 'hash:decoy', audit, links, mailer);
    return { sut, hasher, throttle, audit, mailer, tokens };
  };

  it('signs in an approved account with a case-insensitive email, and audits it by account id and address', async () => {
    const { sut, audit } = setup([anAccount()]);
    await expect(sut.execute({ email: ' JANE@Pfizer.com ', password: 'secret-password', ip: '1.2.3.4' })).resolves.toMatchObject({ id: 'a1' });
    expect(audit.entries).toEqual([{ outcome: 'signed_in', accountId: 'a1', ip: '1.2.3.4', door: 'member' }]);
  });

  it('remembers the address of a successful sign-in only, so a pause of the email spares the owner there', async () => {
    const { sut, throttle } = setup([anAccount(), anAccount({ id: 'a2', email: 'pending@pfizer.com', verificationLevel: 'pending' })]);
    await sut.execute({ email: 'jane@pfizer.com', password: 'secret-password', ip: '1.2.3.4' });
    await expect(sut.execute({ email: 'jane@pfizer.com', password: 'wrong', ip: '5.6.7.8' })).rejects.toThrow(InvalidCredentialsError);
    await expect(sut.execute({ email: 'pending@pfizer.com', password: 'secret-password', ip: '5.6.7.8' })).rejects.toThrow(ApplicationPendingError);
    expect(throttle.successes).toEqual(['jane@pfizer.com@1.2.3.4']);
  });

  it('gives unknown emails and wrong passwords the same error, verifies a hash for both and counts both', async () => {
    const { sut, hasher, throttle, audit } = setup([anAccount()]);
    await expect(sut.execute({ email: 'nobody@x.com', password: 'secret-password', ip: 'ip' })).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(sut.execute({ email: 'jane@pfizer.com', password: 'wrong', ip: 'ip' })).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(hasher.verified).toEqual(['hash:decoy', 'hash:secret-password']);
    expect(throttle.failures).toEqual(['nobody@x.com@ip', 'jane@pfizer.com@ip']);
    expect(audit.entries.map((e) => [e.outcome, e.accountId])).toEqual([
      ['invalid_credentials', null],
      ['invalid_credentials', 'a1'],
    ]);
    // The audit never holds what was typed.
    expect(JSON.stringify(audit.entries)).not.toMatch(/secret-password|wrong|nobody@x\.com|jane@pfizer\.com/);
  });

  it('tells an applicant who never opened the confirmation link to confirm first, only after the right password', async () => {
    const { sut, throttle, audit } = setup([anAccount({ id: 'u', email: 'u@gmail.com', emailVerified: false, verificationLevel: 'pending', industryVerified: false })]);
    await expect(sut.execute({ email: 'u@gmail.com', password: 'wrong', ip: 'ip' })).rejects.toBeInstanceOf(InvalidCredentialsError);
    const refused = await sut.execute({ email: 'u@gmail.com', password: 'secret-password', ip: 'ip' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EmailNotConfirmedError);
    expect(refused).toMatchObject({ kind: 'forbidden', details: { reason: 'email_unconfirmed' } });
    expect(throttle.failures).toEqual(['u@gmail.com@ip']);
    expect(audit.entries.at(-1)).toMatchObject({ outcome: 'email_unconfirmed', accountId: 'u' });
  });

  it('reveals a pending or rejected application only after the right password, without counting a failure', async () => {
    const { sut, throttle } = setup([
      anAccount({ id: 'p', email: 'p@x.com', verificationLevel: 'manual_review' }),
      anAccount({ id: 'r', email: 'r@x.com', verificationLevel: 'rejected' }),
    ]);
    await expect(sut.execute({ email: 'p@x.com', password: 'wrong', ip: 'ip' })).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(sut.execute({ email: 'p@x.com', password: 'secret-password', ip: 'ip' })).rejects.toMatchObject({
      constructor: ApplicationPendingError,
      details: { reason: 'pending_review' },
    });
    await expect(sut.execute({ email: 'r@x.com', password: 'secret-password', ip: 'ip' })).rejects.toBeInstanceOf(ApplicationRejectedError);
    expect(throttle.failures).toEqual(['p@x.com@ip']);
  });

  it('lets only admins through the admin door', async () => {
    const { sut, audit } = setup([anAccount(), anAccount({ id: 'adm', email: 'admin@x.com', userType: 'admin', verificationLevel: 'pending' })]);
    await expect(sut.execute({ email: 'jane@pfizer.com', password: 'secret-password', ip: 'ip', adminOnly: true })).rejects.toBeInstanceOf(NotAdminError);
    await expect(sut.execute({ email: 'admin@x.com', password: 'secret-password', ip: 'ip', adminOnly: true })).resolves.toMatchObject({ id: 'adm' });
    expect(audit.entries.map((e) => [e.outcome, e.door])).toEqual([
      ['not_admin', 'admin'],
      ['signed_in', 'admin'],
    ]);
  });

  it('refuses every attempt while throttled, even with the right password, and audits it', async () => {
    const { sut, throttle, audit } = setup([anAccount()]);
    throttle.blocked = true;
    await expect(sut.execute({ email: 'jane@pfizer.com', password: 'secret-password', ip: 'ip' })).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect(audit.entries).toEqual([{ outcome: 'throttled', accountId: 'a1', ip: 'ip', door: 'member' }]);
  });

  it('mails the owner a fresh reset link, once, when a failure takes the email to its 24-hour limit', async () => {
    const { sut, throttle, mailer, audit, tokens } = setup([anAccount()]);
    throttle.lockAt = 3;
    for (let i = 0; i < 4; i++)
      await expect(sut.execute({ email: 'jane@pfizer.com', password: `wrong ${i}`, ip: `10.0.0.${i}` })).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(mailer.sent).toEqual([{ kind: 'locked', to: 'jane@pfizer.com', link: 'https://app.test/reset-password?token=token-1' }]);
    expect(tokens.stored).toEqual([{ purpose: 'password_reset', accountId: 'a1', hash: 'sha:token-1', revoked: false }]);
    expect(audit.entries.filter((e) => e.outcome === 'locked_out')).toHaveLength(1);
  });

  it('mails nobody when the locked email has no account', async () => {
    const { sut, throttle, mailer } = setup([]);
    throttle.lockAt = 1;
    await expect(sut.execute({ email: 'ghost@x.com', password: 'whatever1', ip: 'ip' })).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(mailer.sent).toEqual([]);
  });
});
