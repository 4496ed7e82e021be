import { SMTPServer } from 'smtp-server';
import { UUID } from '../../src/adapters/persistence/repositories/uuid';

/** One captured mail: envelope recipient, subject and decoded body. */
export interface CapturedMail {
  to: string;
  subject: string;
  body: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links and text. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) of a header, folded lines joined. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * A real SMTP server on a free loopback port that keeps every message, for tests of the mail path
 * (SMTP_URL=smtp://127.0.0.1:PORT).
 */
/** Every UUID in a text: the ids' shape, without its anchors. */
const ANY_UUID = new RegExp(UUID.source.slice(1, -1), 'gi');

export class SmtpSink {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const subject = decodeHeader(
            /^Subject: (.*(?:\r?\n[ \t].*)*)$/m
              .exec(raw)?.[1]
              ?.replace(/\r?\n[ \t]/g, ' ')
              .trim() ?? '',
          );
          for (const recipient of session.envelope.rcptTo) {
            this.mails.push({ to: recipient.address, subject, body: decodeQuotedPrintable(raw) });
          }
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a mail to `to` whose subject matches, up to `timeoutMs`. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.mails.find((m) => m.to === to && subject.test(m.subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No mail to ${to} matching ${subject} (got: ${this.mails.map((m) => `${m.to}: ${m.subject}`).join('; ')})`);
  }

  /** The first absolute link in a mail that contains `fragment`. */
  static linkIn(mail: CapturedMail, fragment: string): string {
    const link = mail.body.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(fragment));
    if (!link) throw new Error(`No link with ${fragment} in mail "${mail.subject}"`);
    return link.replace(/&amp;/g, '&');
  }

  /**
   * A mail's body without the random parts it carries (the ids in its links and headers, the links' origin with the
   * test server's random port, its MIME boundaries), so that a check that a number is absent cannot match inside them.
   */
  static withoutRandomParts(mail: CapturedMail): string {
    return mail.body
      .replace(/https?:\/\/[^/\s"<>]+/g, '<origin>')
      .replace(ANY_UUID, '<id>')
      .replace(/_NmP-[0-9a-f]+-Part_\d+/g, '<boundary>');
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
