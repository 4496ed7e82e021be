import { Injectable, Logger } from '@nestjs/common';
import { SignInAudit, type SignInAttempt } from '../../domain/accounts/sign-in-audit.port';

/**
 * The sign-in audit log as structured log lines: one `{"context":"SignInAudit","event":"sign_in",
 * "outcome",…,"accountId","ip","door"}` line per attempt, through the app's pino logger, so it goes wherever
 * the rest of the log goes. Refusals that may be an attack are warnings; the rest is info.
 */
@Injectable()
export class LoggingSignInAudit extends SignInAudit {
  private readonly logger = new Logger('SignInAudit');

  record(attempt: SignInAttempt): void {
    const line = { event: 'sign_in', outcome: attempt.outcome, accountId: attempt.accountId, ip: attempt.ip, door: attempt.door };
    if (attempt.outcome === 'throttled' || attempt.outcome === 'locked_out') this.logger.warn(line, `Sign-in ${attempt.outcome}`);
    else this.logger.log(line, `Sign-in ${attempt.outcome}`);
  }
}
