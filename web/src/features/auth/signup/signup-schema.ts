import * as yup from 'yup';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LINKEDIN_URL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
} from '@domain/accounts/account-rules';

const requiredText = (message: string) =>
  yup.string().trim().required(message).max(PROFILE_TEXT_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong);

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
  firstName: requiredText(ACCOUNT_MESSAGES.firstName),
  lastName: requiredText(ACCOUNT_MESSAGES.lastName),
  company: requiredText(ACCOUNT_MESSAGES.company),
  jobTitle: requiredText(ACCOUNT_MESSAGES.jobTitle),
  // Optional: empty is fine, anything else must be a LinkedIn profile URL.
  linkedinProfile: yup
    .string()
    .trim()
    .test('linkedin', ACCOUNT_MESSAGES.linkedinProfile, (value) => !value || LINKEDIN_URL_PATTERN.test(value)),
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
