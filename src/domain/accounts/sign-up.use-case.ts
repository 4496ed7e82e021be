import { Clock } from '../shared/clock.port';
import { PasswordHasher } from '../shared/password-hasher.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AccountMailer } from './account-mailer.port';
import { ACCOUNT_ANSWERS, normaliseEmail } from './account-rules';
import { displayName } from './account';
import { DuplicateEmailError } from './accounts.errors';
import { Accounts, OneTimeTokens, SecretTokens } from './accounts.port';
import { approvalPathOf, confirmationLink } from './approval-path';
import type { ApprovalPath } from './account';
import { CommonPasswords, refuseCommonPassword } from './common-passwords.port';
import { EmailDomainFactsSource } from '../verification/email-domain-facts-source.port';

/** How long an email-confirmation link works (docs/accounts.md): 24 hours, in milliseconds. */
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  linkedinProfile?: string | null;
  /** The page of the site the applicant came from, to return to after the first sign-in (return-to.ts). */
  returnTo?: string | null;
}

/** The answer to an application: the contract's message, and what happens once the email is confirmed. */
export interface SignUpResult {
  message: string;
  approval: ApprovalPath;
}

/**
 * Applies for access: stores a pending account and its email-confirmation token in one transaction,
 * then mails the confirmation link `${appUrl}/api/auth/confirm-email?token=…` (with the applicant's `returnTo`). The answer and the mail tell
 * the applicant what follows confirmation: approval at once for an industry address, an admin's
 * review otherwise.
 * @throws PasswordTooCommonError for a password on the common list; DuplicateEmailError when the email
 * (case-insensitive) already has an account.
 */
export class SignUp {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: OneTimeTokens,
    private readonly secrets: SecretTokens,
    private readonly hasher: PasswordHasher,
    private readonly mailer: AccountMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
    private readonly commonPasswords: CommonPasswords,
    private readonly domainFacts: EmailDomainFactsSource,
  ) {}

  async execute(input: SignUpInput): Promise<SignUpResult> {
    refuseCommonPassword(input.password, this.commonPasswords);
    const email = normaliseEmail(input.email);
    if (await this.accounts.findByEmail(email)) throw new DuplicateEmailError();
    const passwordHash = await this.hasher.hash(input.password);
    const token = this.secrets.generate();
    const account = await this.unitOfWork.run(async () => {
      const created = await this.accounts.create({
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        company: input.company.trim(),
        jobTitle: input.jobTitle.trim(),
        linkedinProfile: input.linkedinProfile?.trim() || null,
        userType: 'reviewer',
        verificationLevel: 'pending',
        emailVerified: false,
        industryVerified: false,
        verifiedAt: null,
      });
      if (!created) throw new DuplicateEmailError(); // lost a race with an identical sign-up
      const expiresAt = new Date(this.clock.now().getTime() + EMAIL_CONFIRMATION_TTL_MS);
      await this.tokens.store('email_confirmation', created.id, this.secrets.digest(token), expiresAt);
      return created;
    });
    const approval = approvalPathOf(account.email, await this.domainFacts.current());
    await this.mailer.sendEmailConfirmation(account.email, displayName(account), confirmationLink(this.appUrl, token, input.returnTo), approval);
    return { message: ACCOUNT_ANSWERS.signupAccepted, approval };
  }
}
