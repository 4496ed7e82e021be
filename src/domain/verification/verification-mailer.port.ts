/** Mail to a member about their industry-verification request (links built from APP_URL). */
export abstract class VerificationMailer {
  /** The request was not approved; `reason` is the admin's (null: none given). */
  abstract sendVerificationRequestRejected(to: string, name: string, reason: string | null, verificationLink: string): Promise<void>;
}
