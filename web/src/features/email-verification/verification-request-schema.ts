import * as yup from 'yup';
import { ACCOUNT_MESSAGES, LINKEDIN_URL_PATTERN, PROFILE_TEXT_MAX_LENGTH } from '@domain/accounts/account-rules';

const requiredText = (message: string) =>
  yup.string().trim().required(message).max(PROFILE_TEXT_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong);

/** The manual-review request's rules (spec part 2 §5), with the signup's messages. */
export const verificationRequestSchema = yup.object({
  firstName: requiredText(ACCOUNT_MESSAGES.firstName),
  lastName: requiredText(ACCOUNT_MESSAGES.lastName),
  company: requiredText(ACCOUNT_MESSAGES.company),
  jobTitle: requiredText(ACCOUNT_MESSAGES.jobTitle),
  // The spec labels it a professional profile but reports "Please enter a valid LinkedIn URL":
  // the same rule as the signup's LinkedIn field.
  linkedinProfile: yup
    .string()
    .trim()
    .test('linkedin', ACCOUNT_MESSAGES.linkedinProfile, (value) => !value || LINKEDIN_URL_PATTERN.test(value)),
  additionalInfo: yup.string().trim(),
});

export type VerificationRequestValues = yup.InferType<typeof verificationRequestSchema>;
