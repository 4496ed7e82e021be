import * as yup from 'yup';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/accounts/account-rules';

/** Change password (DECISIONS §17): the current password, a new one under the sign-up rules, and its confirmation. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
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

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const emptyChangePassword: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The delete dialog's one field. */
export const deleteAccountSchema = yup.object({
  password: yup.string().required(ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
});
