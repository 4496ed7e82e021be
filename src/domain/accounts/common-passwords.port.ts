import { PasswordTooCommonError } from './accounts.errors';

/**
 * The 10,000 most common passwords (docs/security.md#trust-and-safety-rules), loaded by an adapter from a maintained list.
 * Entries and questions are compared lower-case: "Password1" is as guessable as "password1".
 */
export abstract class CommonPasswords {
  /** Whether `lowerCasePassword` (already lower-cased) is on the list. */
  abstract includesLowerCase(lowerCasePassword: string): boolean;
}

/**
 * The rule every new password passes, wherever it is chosen (sign-up, reset, first admin, change):
 * not one of the most common passwords, whatever its case.
 * @throws PasswordTooCommonError naming `field` (400 "This password is too common").
 */
export function refuseCommonPassword(password: string, commonPasswords: CommonPasswords, field = 'password'): void {
  if (commonPasswords.includesLowerCase(password.toLowerCase())) throw new PasswordTooCommonError(field);
}
