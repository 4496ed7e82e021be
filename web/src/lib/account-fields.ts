import * as yup from 'yup';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/accounts/account-rules';

/** An email address a member types (sign-in, sign-up, reset link), with the one message the spec gives for it. */
export const emailAddress = () => yup.string().trim().required(ACCOUNT_MESSAGES.email).matches(EMAIL_PATTERN, ACCOUNT_MESSAGES.email);

/**
 * A password being chosen (sign-up, reset, change): the sign-up rules the API applies too. An empty one
 * reports "too short", as the spec gives it no message of its own.
 */
export const newPassword = () =>
  yup
    .string()
    .required(ACCOUNT_MESSAGES.passwordTooShort)
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** The repeated password: an empty or different one reports the mismatch (docs/api-contract.md#form-rules). */
export const passwordConfirmation = (passwordField: string) =>
  yup
    .string()
    .required(ACCOUNT_MESSAGES.passwordsDontMatch)
    .oneOf([yup.ref(passwordField)], ACCOUNT_MESSAGES.passwordsDontMatch);
