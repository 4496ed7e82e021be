import * as yup from 'yup';
import { ACCOUNT_MESSAGES } from '@domain/accounts/account-rules';

/**
 * Spec part 2 §5 asks for the email only; DECISIONS §4 adds the password, with the login's rule
 * (DECISIONS §11: a missing admin password is 400 "Password is required").
 */
export const adminLoginSchema = yup.object({
  email: yup.string().trim().required(ACCOUNT_MESSAGES.adminEmail),
  password: yup.string().required(ACCOUNT_MESSAGES.passwordRequired),
});

export type AdminLoginValues = yup.InferType<typeof adminLoginSchema>;
