import * as yup from 'yup';
import { newPassword, passwordConfirmation } from '../../../lib/account-fields';

/**
 * docs/api-contract.md#form-rules: the new password has at least 8 characters; the confirmation too, and equals it.
 * A short confirmation reports the mismatch, as the spec gives it no message of its own.
 */
export const resetPasswordSchema = yup.object({
  newPassword: newPassword(),
  confirmPassword: passwordConfirmation('newPassword'),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
