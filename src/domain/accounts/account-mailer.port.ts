import type { ApprovalPath } from './account';

/** The account mails (docs/accounts.md, docs/accounts.md#roles-and-admin-accounts, docs/security.md#trust-and-safety-rules); links are absolute, built from APP_URL. */
export abstract class AccountMailer {
  /** The confirmation link of a new application; `approval` says what happens once it is opened. */
  abstract sendEmailConfirmation(to: string, name: string, link: string, approval: ApprovalPath): Promise<void>;
  abstract sendApplicationApproved(to: string, name: string, signInLink: string): Promise<void>;
  abstract sendApplicationRejected(to: string, name: string, notes: string | null): Promise<void>;
  abstract sendPasswordReset(to: string, name: string, link: string): Promise<void>;
  /** "Your BioVetted password was changed" (after a reset or a change), with a link to reset it if it was not them. */
  abstract sendPasswordChanged(to: string, name: string, forgotPasswordLink: string): Promise<void>;
  /** Sign-in paused for the email after many failures from anywhere (docs/security.md#trust-and-safety-rules), with a fresh reset link. */
  abstract sendSignInLocked(to: string, name: string, resetLink: string): Promise<void>;
}
