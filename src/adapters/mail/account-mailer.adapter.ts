import { MailerService } from '@nestjs-modules/mailer';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ApprovalPath } from '../../domain/accounts/account';
import { AccountMailer } from '../../domain/accounts/account-mailer.port';
import {
  applicationApprovedMail,
  applicationRejectedMail,
  emailConfirmationMail,
  passwordChangedMail,
  passwordResetMail,
  signInLockedMail,
  type RenderedMail,
} from './account-mail-templates';

/** Delays before each retry of a failed send, in milliseconds. */
export const MAIL_RETRY_DELAYS_MS = [1_000, 5_000, 15_000];

/**
 * Sends account mail through @nestjs-modules/mailer: SMTP when SMTP_URL is set, otherwise a stream
 * transport whose messages are written to DATA_DIR/outbox/*.eml and noted in the log. Sending happens
 * after the HTTP answer (the account and its token are already committed), with retries; a final
 * failure is logged, never thrown at the user. Shutdown waits for sends in flight.
 */
@Injectable()
export class NodemailerAccountMailer extends AccountMailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  sendEmailConfirmation(to: string, name: string, link: string, approval: ApprovalPath): Promise<void> {
    return this.enqueue(to, emailConfirmationMail(name, link, approval));
  }

  sendApplicationApproved(to: string, name: string, signInLink: string): Promise<void> {
    return this.enqueue(to, applicationApprovedMail(name, signInLink));
  }

  sendApplicationRejected(to: string, name: string, notes: string | null): Promise<void> {
    return this.enqueue(to, applicationRejectedMail(name, notes));
  }

  sendPasswordReset(to: string, name: string, link: string): Promise<void> {
    return this.enqueue(to, passwordResetMail(name, link));
  }

  sendPasswordChanged(to: string, name: string, forgotPasswordLink: string): Promise<void> {
    return this.enqueue(to, passwordChangedMail(name, forgotPasswordLink));
  }

  sendSignInLocked(to: string, name: string, resetLink: string): Promise<void> {
    return this.enqueue(to, signInLockedMail(name, resetLink));
  }

  /** Queues any rendered mail (other modules' mails share the retries, the outbox and `drain`). */
  sendRendered(to: string, mail: RenderedMail): Promise<void> {
    return this.enqueue(to, mail);
  }

  /** Waits until every mail in flight is sent or given up (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.race([this.drain(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }

  private enqueue(to: string, mail: RenderedMail): Promise<void> {
    const delivery = this.deliver(to, mail).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
    return Promise.resolve();
  }

  private async deliver(to: string, mail: RenderedMail): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const info = await this.mailer.sendMail({ to, from: this.config.mailFrom, ...mail });
        if (!this.config.smtpUrl) this.writeToOutbox(to, mail, info.message as Buffer);
        else this.logger.log({ to, subject: mail.subject }, 'Mail sent');
        return;
      } catch (error) {
        const delay = MAIL_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          this.logger.error({ err: error, to, subject: mail.subject }, 'Mail not sent after retries');
          return;
        }
        this.logger.warn({ err: error, to, subject: mail.subject, retryInMs: delay }, 'Mail send failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private writeToOutbox(to: string, mail: RenderedMail, message: Buffer): void {
    const outbox = join(this.config.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true, mode: 0o700 });
    const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
    writeFileSync(file, message, { mode: 0o600 });
    // The link inside is a secret: the log names the file, not the content.
    this.logger.log({ to, subject: mail.subject, file }, 'Mail written to the outbox (SMTP_URL is not set)');
  }
}
