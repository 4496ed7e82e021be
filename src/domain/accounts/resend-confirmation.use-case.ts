import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { EmailDomainFactsSource } from '../verification/email-domain-facts-source.port';
import { AccountMailer } from './account-mailer.port';
import { ACCOUNT_ANSWERS, normaliseEmail } from './account-rules';
import { awaitsEmailConfirmation, displayName } from './account';
import { Accounts, OneTimeTokens, SecretTokens } from './accounts.port';
import { approvalPathOf, confirmationLink } from './approval-path';
import { RequestLimits } from './request-limits.port';
import { EMAIL_CONFIRMATION_TTL_MS } from './sign-up.use-case';

/**
 * POST /api/auth/resend-confirmation (docs/security.md#trust-and-safety-rules): when the email belongs to an application whose
 * confirmation link was never opened, mails a fresh link (valid 24 hours) and revokes the older ones. The
 * answer is the same neutral message whatever the email, and like forgot-password at most 3 mails go out
 * per email an hour, whichever addresses ask, silently.
 */
export class ResendConfirmation {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: OneTimeTokens,
    private readonly secrets: SecretTokens,
    private readonly limits: RequestLimits,
    private readonly mailer: AccountMailer,
    private readonly domainFacts: EmailDomainFactsSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(input: { email: string; ip: string; returnTo?: string | null }): Promise<{ message: string }> {
    const email = normaliseEmail(input.email);
    if (await this.limits.take('resendConfirmationPerEmail', email)) {
      const account = await this.accounts.findByEmail(email);
      if (account && awaitsEmailConfirmation(account)) {
        const token = this.secrets.generate();
        await this.unitOfWork.run(
          async () => {
            const now = this.clock.now();
            await this.tokens.revokeAll('email_confirmation', account.id, now);
            await this.tokens.store('email_confirmation', account.id, this.secrets.digest(token), new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS));
          },
          { lock: `email-confirmation:${account.id}` },
        );
        const approval = approvalPathOf(account.email, await this.domainFacts.current());
        await this.mailer.sendEmailConfirmation(account.email, displayName(account), confirmationLink(this.appUrl, token, input.returnTo), approval);
      }
    }
    return { message: ACCOUNT_ANSWERS.resendConfirmationNeutral };
  }
}
