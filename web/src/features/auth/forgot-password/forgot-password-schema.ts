import * as yup from 'yup';
import { emailAddress } from '../../../lib/account-fields';

/** docs/api-contract.md#form-rules: the email must be valid. */
export const forgotPasswordSchema = yup.object({
  email: emailAddress(),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
