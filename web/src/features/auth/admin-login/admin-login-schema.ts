import * as yup from 'yup';
import { ACCOUNT_MESSAGES } from '@domain/accounts/account-rules';

/**
 * docs/api-contract.md#form-rules asks for the email only; docs/accounts.md#roles-and-admin-accounts adds the password, with the login's rule
 * (docs/api-contract.md#contract-details: a missing admin password is 400 "Password is required").
 */
export const adminLoginSchema = yup.object({
  email: yup.string().trim().required(ACCOUNT_MESSAGES.adminEmail),
  password: yup.string().required(ACCOUNT_MESSAGES.passwordRequired),
});

export type AdminLoginValues = yup.InferType<typeof adminLoginSchema>;
