import * as yup from 'yup';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from '@domain/accounts/account-rules';

/** Spec part 2 §5: the email must be valid. */
export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required(ACCOUNT_MESSAGES.email).matches(EMAIL_PATTERN, ACCOUNT_MESSAGES.email),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
