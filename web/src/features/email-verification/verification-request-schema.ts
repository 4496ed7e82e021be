import * as yup from 'yup';
import { optionalLinkedinUrl, requiredProfileText } from '../../lib/profile-fields';
import { ACCOUNT_MESSAGES } from '@domain/accounts/account-rules';


/** The manual-review request's rules (spec part 2 §5), with the signup's messages. */
export const verificationRequestSchema = yup.object({
  firstName: requiredProfileText(ACCOUNT_MESSAGES.firstName),
  lastName: requiredProfileText(ACCOUNT_MESSAGES.lastName),
  company: requiredProfileText(ACCOUNT_MESSAGES.company),
  jobTitle: requiredProfileText(ACCOUNT_MESSAGES.jobTitle),
  // The spec labels it a professional profile but reports "Please enter a valid LinkedIn URL":
  // the same rule as the signup's LinkedIn field.
  linkedinProfile: optionalLinkedinUrl(),
  additionalInfo: yup.string().trim(),
});

export type VerificationRequestValues = yup.InferType<typeof verificationRequestSchema>;
