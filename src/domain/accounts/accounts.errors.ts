import { DomainError } from '../shared/domain-error';
import { ACCOUNT_ANSWERS, ACCOUNT_MESSAGES } from './account-rules';

/** Sign-up with an email that already has an account. */
export class DuplicateEmailError extends DomainError {
  readonly code = 'ACCOUNTS.DUPLICATE_EMAIL' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(ACCOUNT_ANSWERS.duplicateEmail);
  }
}

/** Wrong password or unknown email: the same answer for both, so nobody learns who has an account. */
export class InvalidCredentialsError extends DomainError {
  readonly code = 'ACCOUNTS.INVALID_CREDENTIALS' as const;
  readonly kind = 'unauthenticated' as const;
  constructor() {
    super(ACCOUNT_ANSWERS.invalidCredentials);
  }
}

/**
 * Why a right password did not sign in (403), for clients that act on it: the sign-in screen offers a new
 * confirmation link for `email_unconfirmed`. Travels as `reason` in the error body.
 */
export type SignInRefusal = 'email_unconfirmed' | 'pending_review' | 'rejected' | 'suspended';

/** Right password, but the email is confirmed and the application waits for an admin. */
export class ApplicationPendingError extends DomainError {
  readonly code = 'ACCOUNTS.APPLICATION_PENDING' as const;
  readonly kind = 'forbidden' as const;
  readonly details = { reason: 'pending_review' satisfies SignInRefusal };
  constructor() {
    super(ACCOUNT_ANSWERS.pending);
  }
}

/**
 * Right password, but the applicant has not confirmed the email yet: the same 403 as a pending
 * application (docs/accounts.md), with its own message, since only the applicant can move it on.
 */
export class EmailNotConfirmedError extends DomainError {
  readonly code = 'ACCOUNTS.EMAIL_NOT_CONFIRMED' as const;
  readonly kind = 'forbidden' as const;
  readonly details = { reason: 'email_unconfirmed' satisfies SignInRefusal };
  constructor() {
    super(ACCOUNT_ANSWERS.emailNotConfirmed);
  }
}

/** Right password, but an admin suspended the account. */
export class AccountSuspendedError extends DomainError {
  readonly code = 'ACCOUNTS.SUSPENDED' as const;
  readonly kind = 'forbidden' as const;
  readonly details = { reason: 'suspended' satisfies SignInRefusal };
  constructor() {
    super(ACCOUNT_ANSWERS.suspended);
  }
}

/** Right password, but an admin rejected the application. */
export class ApplicationRejectedError extends DomainError {
  readonly code = 'ACCOUNTS.APPLICATION_REJECTED' as const;
  readonly kind = 'forbidden' as const;
  readonly details = { reason: 'rejected' satisfies SignInRefusal };
  constructor() {
    super(ACCOUNT_ANSWERS.rejected);
  }
}

/**
 * The current password given to change the password or to delete the account is wrong (docs/security.md#trust-and-safety-rules, docs/administration.md):
 * 400 "Password is incorrect" under `field`.
 */
export class PasswordIncorrectError extends DomainError {
  readonly code = 'ACCOUNTS.PASSWORD_INCORRECT' as const;
  readonly kind = 'invalid' as const;
  constructor(readonly field: string = 'password') {
    super(ACCOUNT_MESSAGES.passwordIncorrect);
  }
}

/** Too many failed sign-ins for one email or from one address (docs/accounts.md). */
export class TooManyAttemptsError extends DomainError {
  readonly code = 'ACCOUNTS.TOO_MANY_ATTEMPTS' as const;
  readonly kind = 'rate_limited' as const;
  constructor(
    message: string = ACCOUNT_ANSWERS.tooManyAttempts,
    /** Seconds until a new attempt is allowed. */
    readonly retryAfterSeconds: number = 900,
  ) {
    super(message);
  }
}

/** The first-admin bootstrap after an admin exists (docs/accounts.md#roles-and-admin-accounts). */
export class AdminExistsError extends DomainError {
  readonly code = 'ACCOUNTS.ADMIN_EXISTS' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(ACCOUNT_ANSWERS.adminExists);
  }
}

/** A signed-in non-admin at an admin door. */
export class NotAdminError extends DomainError {
  readonly code = 'ACCOUNTS.NOT_ADMIN' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(ACCOUNT_ANSWERS.notAdmin);
  }
}

/** A reset or confirmation token that is unknown, used or expired. */
export class InvalidTokenError extends DomainError {
  readonly code = 'ACCOUNTS.INVALID_TOKEN' as const;
  readonly kind = 'invalid' as const;
  constructor(message: string = ACCOUNT_ANSWERS.invalidResetToken) {
    super(message);
  }
}

/** No account has the id an admin acted on. */
export class AccountNotFoundError extends DomainError {
  readonly code = 'ACCOUNTS.NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super('User not found');
  }
}

/** A members-only action by a visitor who is not signed in. */
export class AuthenticationRequiredError extends DomainError {
  readonly code = 'ACCOUNTS.AUTHENTICATION_REQUIRED' as const;
  readonly kind = 'unauthenticated' as const;
  constructor() {
    super(ACCOUNT_ANSWERS.authenticationRequired);
  }
}

/** A signed-in member asking for something no role was given access to (access is denied unless declared). */
export class AccessDeniedError extends DomainError {
  readonly code = 'ACCOUNTS.ACCESS_DENIED' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(ACCOUNT_ANSWERS.accessDenied);
  }
}

/**
 * The demo sign-in asked of a server that is not in demo mode (it answers like an unknown endpoint,
 * docs/accounts.md), or of a demo server whose demo reviewer is missing.
 */
export class DemoSignInUnavailableError extends DomainError {
  readonly code = 'ACCOUNTS.DEMO_SIGN_IN_UNAVAILABLE' as const;
  readonly kind = 'not_found' as const;
  constructor(message: string = ACCOUNT_ANSWERS.demoSignInUnavailable) {
    super(message);
  }
}

/** A new password on the list of the most common passwords (docs/security.md#trust-and-safety-rules); `field` names the form field. */
export class PasswordTooCommonError extends DomainError {
  readonly code = 'ACCOUNTS.PASSWORD_TOO_COMMON' as const;
  readonly kind = 'invalid' as const;
  constructor(readonly field: string = 'password') {
    super(ACCOUNT_MESSAGES.passwordTooCommon);
  }
}
