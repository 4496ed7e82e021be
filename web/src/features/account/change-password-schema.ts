import * as yup from 'yup';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from '@domain/accounts/account-rules';
import { newPassword, passwordConfirmation } from '../../lib/account-fields';

/** Change password (docs/administration.md): the current password, a new one under the sign-up rules, and its confirmation. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
  newPassword: newPassword(),
  confirmPassword: passwordConfirmation('newPassword'),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const emptyChangePassword: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The delete dialog's one field. */
export const deleteAccountSchema = yup.object({
  password: yup.string().required(ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
});
