import * as yup from 'yup';
import { ACCOUNT_MESSAGES } from '@domain/accounts/account-rules';
import { emailAddress } from '../../../lib/account-fields';

/** The login form's rules (docs/api-contract.md#form-rules): a valid email and any password. */
export const loginSchema = yup.object({
  email: emailAddress(),
  password: yup.string().required(ACCOUNT_MESSAGES.passwordRequired),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
