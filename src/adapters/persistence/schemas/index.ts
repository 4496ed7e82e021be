import { AuditLogEntryRecord } from './audit-log-entry.schema';
import { AutomationStateRecord } from './automation-state.schema';
import { CompanyInsightCountRecord } from './company-insight-count.schema';
import { CompanyFactProposalRecord } from './company-fact-proposal.schema';
import { CompanyRatingAggregateRecord } from './company-rating-aggregate.schema';
import { CompanySubmissionRecord } from './company-submission.schema';
import { CompanyRecord } from './company.schema';
import { DirectoryListingRecord } from './directory-listing.schema';
import { DirectorySearchRecord } from './directory-search.schema';
import { DirectoryVocabularyRecord } from './directory-vocabulary.schema';
import { EmailConfirmationTokenRecord } from './email-confirmation-token.schema';
import { EmailVerificationRequestRecord } from './email-verification-request.schema';
import { PasswordResetTokenRecord } from './password-reset-token.schema';
import { PlatformRatingMeansRecord } from './platform-rating-means.schema';
import { ProcessedWebhookEventRecord } from './processed-webhook-event.schema';
import { ProjectRequirementRecord } from './project-requirement.schema';
import { EvidencePoolsStateRecord, EvidenceStandingRecord } from './evidence-standing.schema';
import { ProjectCompanyRecord } from './project-company.schema';
import { ProjectMemberRecord } from './project-member.schema';
import { ProjectRecord } from './project.schema';
import { RateLimitRecord } from './rate-limit.schema';
import { ReviewInvitationRecord } from './review-invitation.schema';
import { ReviewLedgerEntryRecord } from './review-ledger-entry.schema';
import { RegulatoryCoverageRecord } from './regulatory-coverage.schema';
import { RegulatoryEventRecord } from './regulatory-event.schema';
import { RegulatoryMatchRecord } from './regulatory-match.schema';
import { ReviewResponseRecord } from './review-response.schema';
import { ReviewRecord } from './review.schema';
import { RfpBidRecord, RfpInvitationRecord, RfpQuestionRecord, RfpRecipientRecord, RfpRecord } from './rfp.schema';
import { SavedSearchRecord } from './saved-search.schema';
import { SessionRecord } from './session.schema';
import { UserRecord } from './user.schema';
import { VendorAccountRecord } from './vendor-account.schema';
import { VerificationDocumentRecord } from './verification-document.schema';

/**
 * Every table's entity, registered explicitly (no file scanning at run time). They are the one typed
 * description of the schema (docs/decisions/0022): `npm run db:check` fails when a migrated database
 * differs from them.
 */
export const PERSISTENCE_SCHEMAS = [
  RfpRecord,
  RfpRecipientRecord,
  RfpInvitationRecord,
  RfpBidRecord,
  RfpQuestionRecord,
  AuditLogEntryRecord,
  AutomationStateRecord,
  CompanyInsightCountRecord,
  CompanyFactProposalRecord,
  CompanyRatingAggregateRecord,
  CompanyRecord,
  CompanySubmissionRecord,
  DirectoryListingRecord,
  DirectorySearchRecord,
  DirectoryVocabularyRecord,
  EmailConfirmationTokenRecord,
  EmailVerificationRequestRecord,
  PasswordResetTokenRecord,
  PlatformRatingMeansRecord,
  ProcessedWebhookEventRecord,
  EvidencePoolsStateRecord,
  EvidenceStandingRecord,
  ProjectCompanyRecord,
  ProjectMemberRecord,
  ProjectRecord,
  ProjectRequirementRecord,
  RateLimitRecord,
  ReviewInvitationRecord,
  ReviewLedgerEntryRecord,
  RegulatoryCoverageRecord,
  RegulatoryEventRecord,
  RegulatoryMatchRecord,
  ReviewRecord,
  ReviewResponseRecord,
  SavedSearchRecord,
  SessionRecord,
  UserRecord,
  VendorAccountRecord,
  VerificationDocumentRecord,
];
