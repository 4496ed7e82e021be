import { Clock } from '../shared/clock.port';
import { PasswordHasher } from '../shared/password-hasher.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { normaliseEmail } from './account-rules';
import type { Account } from './account';
import { AdminExistsError, DuplicateEmailError } from './accounts.errors';
import { Accounts } from './accounts.port';
import { CommonPasswords, refuseCommonPassword } from './common-passwords.port';

/**
 * Bootstraps the first admin (docs/accounts.md#roles-and-admin-accounts): works only while no admin exists, needs no approval.
 * @throws PasswordTooCommonError for a password on the common list; AdminExistsError once an admin exists;
 * DuplicateEmailError when the email has an account.
 */
export class CreateFirstAdmin {
  constructor(
    private readonly accounts: Accounts,
    private readonly hasher: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  async execute(input: { email: string; password: string }): Promise<Account> {
    refuseCommonPassword(input.password, this.commonPasswords);
    const passwordHash = await this.hasher.hash(input.password);
    // The lock makes "no admin yet" and the insert one step, so two racing set-ups make one admin.
    return this.unitOfWork.run(
      async () => {
        if (await this.accounts.adminExists()) throw new AdminExistsError();
        const created = await this.accounts.create({
          email: normaliseEmail(input.email),
          passwordHash,
          firstName: 'Admin',
          lastName: '',
          company: 'BioVetted',
          jobTitle: 'Administrator',
          linkedinProfile: null,
          userType: 'admin',
          verificationLevel: 'verified',
          emailVerified: true,
          industryVerified: false,
          verifiedAt: this.clock.now(),
        });
        if (!created) throw new DuplicateEmailError();
        return created;
      },
      { lock: 'first-admin' },
    );
  }
}
