import * as yup from 'yup';
import { optionalLinkedinUrl, requiredProfileText } from '../../../lib/profile-fields';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH } from '@domain/accounts/account-rules';
import { emailAddress, newPassword } from '../../../lib/account-fields';

/** The signup form's rules and messages (spec part 1 §5), the same ones the API applies. */
export const signupSchema = yup.object({
  email: emailAddress().max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.email),
  password: newPassword(),
  firstName: requiredProfileText(ACCOUNT_MESSAGES.firstName),
  lastName: requiredProfileText(ACCOUNT_MESSAGES.lastName),
  company: requiredProfileText(ACCOUNT_MESSAGES.company),
  jobTitle: requiredProfileText(ACCOUNT_MESSAGES.jobTitle),
  // Optional: empty is fine, anything else must be a LinkedIn profile URL.
  linkedinProfile: optionalLinkedinUrl(),
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
