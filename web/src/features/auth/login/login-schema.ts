import * as yup from 'yup';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from '@domain/accounts/account-rules';

/** The login form's rules (spec part 1 §5): a valid email and any password. */
export const loginSchema = yup.object({
  email: yup.string().trim().required(ACCOUNT_MESSAGES.email).matches(EMAIL_PATTERN, ACCOUNT_MESSAGES.email),
  password: yup.string().required(ACCOUNT_MESSAGES.passwordRequired),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
