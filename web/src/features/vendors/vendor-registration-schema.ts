import * as yup from 'yup';
import { VENDOR_MESSAGES, VERIFICATION_DOCUMENT_MAX_LENGTH } from '@domain/vendors/vendor-rules';

/** docs/api-contract.md#form-rules: a company must be chosen; verification info is optional. */
export const vendorRegistrationSchema = yup.object({
  companyId: yup.string().required(VENDOR_MESSAGES.companyRequired),
  verificationDocument: yup.string().trim().max(VERIFICATION_DOCUMENT_MAX_LENGTH, VENDOR_MESSAGES.verificationDocumentTooLong),
});

export type VendorRegistrationValues = yup.InferType<typeof vendorRegistrationSchema>;
