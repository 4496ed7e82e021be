/** The account mails (DECISIONS §3, §4); links are absolute, built from APP_URL. */
export abstract class AccountMailer {
  abstract sendEmailConfirmation(to: string, name: string, link: string): Promise<void>;
  abstract sendApplicationApproved(to: string, name: string, signInLink: string): Promise<void>;
  abstract sendApplicationRejected(to: string, name: string, notes: string | null): Promise<void>;
  abstract sendPasswordReset(to: string, name: string, link: string): Promise<void>;
}
