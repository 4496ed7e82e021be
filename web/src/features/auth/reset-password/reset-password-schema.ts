import * as yup from 'yup';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/accounts/account-rules';

/**
 * Spec part 2 §5: the new password has at least 8 characters; the confirmation too, and equals it.
 * A short confirmation reports the mismatch, as the spec gives it no message of its own.
 */
export const resetPasswordSchema = yup.object({
  newPassword: yup
    .string()
    .required(ACCOUNT_MESSAGES.passwordTooShort)
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
  confirmPassword: yup
    .string()
    .required(ACCOUNT_MESSAGES.passwordsDontMatch)
    .oneOf([yup.ref('newPassword')], ACCOUNT_MESSAGES.passwordsDontMatch),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
