import * as yup from 'yup';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/accounts/account-rules';

/** docs/api-contract.md#form-rules: both fields required, the password at least 8 characters. */
export const adminSetupSchema = yup.object({
  email: yup.string().trim().required(ACCOUNT_MESSAGES.adminSetupBoth).matches(EMAIL_PATTERN, ACCOUNT_MESSAGES.email),
  password: yup
    .string()
    .required(ACCOUNT_MESSAGES.adminSetupBoth)
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.adminSetupPassword)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
});

export type AdminSetupValues = yup.InferType<typeof adminSetupSchema>;
