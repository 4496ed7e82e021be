import * as yup from 'yup';
import { professionalProfileFields } from '../../lib/profile-fields';

/** The manual-review request's rules (docs/api-contract.md#form-rules), with the signup's messages. */
export const verificationRequestSchema = yup.object({
  // The spec labels the link a professional profile but reports "Please enter a valid LinkedIn URL":
  // the same rule as the signup's LinkedIn field.
  ...professionalProfileFields(),
  additionalInfo: yup.string().trim(),
});

export type VerificationRequestValues = yup.InferType<typeof verificationRequestSchema>;
