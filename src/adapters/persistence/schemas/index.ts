import { AutomationStateRecord } from './automation-state.schema';
import { CompanyRatingAggregateRecord } from './company-rating-aggregate.schema';
import { CompanySubmissionRecord } from './company-submission.schema';
import { CompanyRecord } from './company.schema';
import { EmailConfirmationTokenRecord } from './email-confirmation-token.schema';
import { EmailVerificationRequestRecord } from './email-verification-request.schema';
import { PasswordResetTokenRecord } from './password-reset-token.schema';
import { ProcessedWebhookEventRecord } from './processed-webhook-event.schema';
import { ProjectRequirementRecord } from './project-requirement.schema';
import { ReviewResponseRecord } from './review-response.schema';
import { ReviewRecord } from './review.schema';
import { SavedSearchRecord } from './saved-search.schema';
import { SessionRecord } from './session.schema';
import { ShortlistEntryRecord } from './shortlist-entry.schema';
import { UserRecord } from './user.schema';
import { VendorAccountRecord } from './vendor-account.schema';

/** Every persisted entity, registered explicitly (no file scanning at run time). */
export const PERSISTENCE_SCHEMAS = [
  AutomationStateRecord,
  CompanyRatingAggregateRecord,
  CompanyRecord,
  CompanySubmissionRecord,
  EmailConfirmationTokenRecord,
  EmailVerificationRequestRecord,
  PasswordResetTokenRecord,
  ProcessedWebhookEventRecord,
  ProjectRequirementRecord,
  ReviewRecord,
  ReviewResponseRecord,
  SavedSearchRecord,
  SessionRecord,
  ShortlistEntryRecord,
  UserRecord,
  VendorAccountRecord,
];
