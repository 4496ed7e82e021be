import * as yup from 'yup';
import { ACCOUNT_MESSAGES, LINKEDIN_URL_PATTERN, PROFILE_TEXT_MAX_LENGTH } from '@domain/accounts/account-rules';

/** A required profile text (name, company, job title) with its spec message; the API's rule too. */
export const requiredProfileText = (message: string) => yup.string().trim().required(message).max(PROFILE_TEXT_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong);

/** Optional: empty is fine, anything else must be a LinkedIn profile URL (docs/api-contract.md#form-rules). */
export const optionalLinkedinUrl = () =>
  yup
    .string()
    .trim()
    .test('linkedin', ACCOUNT_MESSAGES.linkedinProfile, (value) => !value || LINKEDIN_URL_PATTERN.test(value));

/**
 * Who the applicant is and where they work, as sign-up and the manual-review request both ask it: the same rules
 * and messages, since our team checks the one against the other.
 */
export const professionalProfileFields = () => ({
  firstName: requiredProfileText(ACCOUNT_MESSAGES.firstName),
  lastName: requiredProfileText(ACCOUNT_MESSAGES.lastName),
  company: requiredProfileText(ACCOUNT_MESSAGES.company),
  jobTitle: requiredProfileText(ACCOUNT_MESSAGES.jobTitle),
  linkedinProfile: optionalLinkedinUrl(),
});
