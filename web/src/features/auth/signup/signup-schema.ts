import * as yup from 'yup';
import { optionalLinkedinUrl, requiredProfileText } from '../../../lib/profile-fields';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@domain/accounts/account-rules';


/** The signup form's rules and messages (spec part 1 §5), the same ones the API applies. */
export const signupSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(ACCOUNT_MESSAGES.email)
    .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.email)
    .matches(EMAIL_PATTERN, ACCOUNT_MESSAGES.email),
  password: yup
    .string()
    .required(ACCOUNT_MESSAGES.passwordTooShort)
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
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
