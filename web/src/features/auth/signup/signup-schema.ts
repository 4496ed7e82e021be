import * as yup from 'yup';
import { professionalProfileFields } from '../../../lib/profile-fields';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH } from '@domain/accounts/account-rules';
import { emailAddress, newPassword } from '../../../lib/account-fields';

/** The signup form's rules and messages (docs/api-contract.md#form-rules), the same ones the API applies. */
export const signupSchema = yup.object({
  email: emailAddress().max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.email),
  password: newPassword(),
  ...professionalProfileFields(),
});

export type SignupValues = yup.InferType<typeof signupSchema>;

export const emptySignup: SignupValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  company: '',
  jobTitle: '',
  linkedinProfile: '',
};
