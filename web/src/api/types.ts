/**
 * The one place the SPA names the contract's shapes: request bodies, queries and answers, all
 * aliases of the generated OpenAPI types (`schema.d.ts`, produced from the API's committed
 * openapi.json), so a contract change breaks the web build where it matters instead of at run time.
 * Call sites need a name only where they hold a shape apart from the call; the typed client checks
 * the call itself.
 */
import type { CompanySize, CompanyType } from '@domain/directory/taxonomy';
import type { RatingCategory } from '@domain/reviews/rating-categories';
import type { components, operations } from './schema';

type Schemas = components['schemas'];

/** One company in the directory list (GET /api/companies). */
export type CompanyCard = Schemas['CompanyCardDto'];

/** The filters, sort and page of GET /api/companies (every field optional). */
export type CompaniesQuery = NonNullable<operations['CompaniesController_list']['parameters']['query']>;

/** The filters of GET /api/companies/facets (those of the list, without sort and page). */
export type CompanyFacetsQuery = NonNullable<operations['CompaniesController_facets']['parameters']['query']>;

/** Per facet, `{ option: companies }` over the other active filters (docs/directory.md). */
export type CompanyFacets = Schemas['CompanyFacetsDto'];

/** The prior weight and platform means behind every evidence-weighted score (GET /api/methodology). */
export type ScoringMethodology = Schemas['ScoringMethodologyDto'];

/** One fit verdict of a match (docs/directory.md). */
export type FitResult = Schemas['FitResultDto'];

/**
 * A company as pickers show it (docs/data-model.md#transfer-shapes): a directory card or a
 * full profile both fit, so a company preselected from its profile needs no conversion.
 */
export type CompanyOption = Pick<CompanyCard, 'id' | 'name' | 'type' | 'location' | 'description'>;

/** One company with everything the profile shows (GET /api/companies/{id}). */
export type CompanyDetail = Schemas['CompanyDetailDto'];

/** One approved, anonymous review (GET /api/companies/{id}/reviews). */
export type PublicReview = Schemas['PublicReviewDto'];

/** A vendor's public answer to a review. */
export type VendorResponse = Schemas['ReviewResponseDto'];

export type ReviewType = PublicReview['reviewType'];

/*
 * Compile-time checks that the API speaks the domain's vocabulary: the screens index these
 * objects with the domain's constants (COMPANY_TYPE_LABELS, RATING_CATEGORIES, …).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ContractChecks = [
  Assert<Same<CompanyCard['type'], CompanyType>>,
  Assert<Same<PublicReview['serviceType'], CompanyType>>,
  Assert<Same<CompanyCard['size'], CompanySize | null>>,
  Assert<Same<keyof CompanyCard['averageRatings'], RatingCategory | 'overall'>>,
  Assert<Same<keyof CompanyCard['ratingCounts'], RatingCategory | 'overall'>>,
  Assert<RatingCategory extends keyof PublicReview ? true : false>,
];

/** Where an application stands (docs/accounts.md). */
export type VerificationLevel = CurrentUser['verificationLevel'];

/** The signed-in user (GET /api/auth/user, and the answer of both sign-ins). */
export type CurrentUser = Schemas['CurrentUserDto'];

/** A plain `{ message }` answer (forgot and reset password, resend confirmation). */
export type MessageResponse = Schemas['MessageDto'];

/** POST /api/auth/signup's answer: the message and what follows the email confirmation (`automatic` or `review`). */
export type SignUpAccepted = Schemas['SignUpAcceptedDto'];

/** Why a sign-in with the right password was refused (403's `reason`). */
export type SignInRefusal = Schemas['SignInRefusedDto']['reason'];

/** POST /api/auth/change-password payload. */
export type ChangePasswordInput = Schemas['ChangePasswordDto'];

/** One of the member's own reviews (GET /api/reviews/mine). */
export type MyReview = Schemas['MyReviewDto'];

/** POST /api/auth/signup payload. */
export type SignUpInput = Schemas['SignUpDto'];

/** POST /api/auth/login payload. */
export type LogInInput = Schemas['SignInDto'];

/** POST /api/auth/reset-password payload. */
export type ResetPasswordInput = Schemas['ResetPasswordDto'];

/** POST /api/admin/create payload (the admin sign-in, POST /api/admin/auth, takes the same shape). */
export type AdminCredentials = Schemas['CreateAdminDto'];

/** POST /api/email/verification-request payload and answer. */
export type VerificationRequestInput = Schemas['VerificationRequestDto'];
export type VerificationRequestCreated = Schemas['VerificationRequestCreatedDto'];

/** POST /api/email/verify: how the email's domain was classified. */
export type EmailVerificationResult = Schemas['EmailDomainCheckDto'];

/** One application waiting in the admin's User Verification tab (GET /api/admin/pending-users). */
export type PendingUser = Schemas['PendingUserDto'];

/** The answer of POST /api/admin/moderate-user. */
export type ModerationResult = Schemas['ModerationResultDto'];

/**
 * An admin's decision on any queue item (the body of every moderate POST without the item's id):
 * approve or reject, with optional notes.
 */
export type ModerationDecision = Omit<Schemas['ModerateUserDto'], 'userId'>;

/** A member's pending industry-verification request (GET /api/admin/verification-requests). */
export type VerificationRequestItem = Schemas['VerificationRequestItemDto'];

/** POST /api/reviews payload and answer. */
export type SubmitReviewPayload = Schemas['SubmitReviewDto'];
export type SubmittedReview = Schemas['SubmittedReviewDto'];

/** A review in the admin's Review Moderation tab (GET /api/admin/pending-reviews). */
export type PendingReview = Schemas['PendingReviewDto'];
export type ReviewModerationResult = Schemas['ReviewModerationResultDto'];

/** POST /api/admin/intelligence-reviews payload. */
export type IntelligenceReviewPayload = Schemas['IntelligenceReviewDto'];

/** POST /api/project-matches payload and answer. */
export type ProjectMatchRequest = Schemas['ProjectMatchRequestDto'];
export type ProjectMatches = Schemas['ProjectMatchesDto'];
export type ProjectMatch = Schemas['ProjectMatchDto'];

/** POST /api/company-submissions payload and its 201 answer. */
export type SubmitCompanyInput = Schemas['SubmitCompanyDto'];
export type SubmissionCreated = Schemas['SubmissionCreatedDto'];

/** The answer of POST /api/company-submissions/{id}/document. */
export type DocumentUploaded = Schemas['DocumentUploadedDto'];

/** A pending company submission in the admin's Company Submissions tab (GET /api/admin/company-submissions). */
export type AdminCompanySubmission = Schemas['AdminCompanySubmissionDto'];

/**
 * An admin's decision on a company submission (POST /api/admin/moderate-company-submission without
 * the id): besides approve/reject and notes, a reason mailed on rejection and, on approval, the
 * listing facts a sparse submission lacks.
 */
export type SubmissionDecision = Omit<Schemas['ModerateCompanySubmissionDto'], 'submissionId'>;

/** The answer of POST /api/admin/moderate-company-submission. */
export type SubmissionModerationResult = Schemas['SubmissionModerationResultDto'];

/** Admin Automation (GET /api/admin/automation/status): the daily discovery switch and its last run. */
export type AutomationStatus = Schemas['AutomationStatusDto'];

/** One discovery run (docs/data-model.md#transfer-shapes). */
export type DiscoveryResult = Schemas['DiscoveryResultDto'];

/** What discovery can look for (GET /api/admin/automation/categories). */
export type DiscoveryCategory = Schemas['DiscoveryCategoryDto'];

/** The answer of POST /api/admin/discover-companies: `{ result, categories }`. */
export type DiscoverCompaniesResponse = Schemas['DiscoverCompaniesResponseDto'];
/** GET /api/pricing: plans, price ids and whether billing is live. */
export type Pricing = Schemas['PricingDto'];
export type PricingTier = Schemas['PricingTierDto'];

/** GET /api/subscription/status (docs/data-model.md). */
export type SubscriptionStatus = Schemas['SubscriptionStatusDto'];

/** POST /api/create-subscription's answer. */
export type CreateSubscriptionResult = Schemas['CreateSubscriptionResultDto'];

/** One of the member's vendor registrations with its monthly quota (GET /api/vendor/accounts). */
export type MyVendorAccount = Schemas['MyVendorAccountDto'];

/** POST /api/vendor/register payload. */
export type RegisterVendorInput = Schemas['RegisterVendorDto'];

/** POST /api/vendor/register's answer. */
export type VendorRegistration = Schemas['VendorRegistrationDto'];

/** POST /api/reviews/{id}/responses's answer. */
export type CreatedReviewResponse = Schemas['CreatedReviewResponseDto'];

/** A vendor registration in the admin's Vendor Verification tab. */
export type PendingVendor = Schemas['PendingVendorDto'];

/** The answer of POST /api/admin/moderate-vendor. */
export type VendorModerationResult = Schemas['VendorModerationResultDto'];

/** GET /api/companies/{id}/reviews's query: sort, service type and page (docs/deciding.md). */
export type CompanyReviewsQuery = NonNullable<operations['CompaniesController_reviews']['parameters']['query']>;

/** The "would recommend" share of a profile, from 3 answers. */
export type WouldRecommend = NonNullable<CompanyDetail['wouldRecommend']>;

/** A saved directory search (GET /api/saved-searches) and its filters. */
export type SavedSearch = Schemas['SavedSearchDto'];
export type SavedSearchFilters = Schemas['SavedSearchFiltersDto'];
export type CreateSavedSearchInput = Schemas['CreateSavedSearchDto'];

/** The answer of the unsubscribe link. */
export type Unsubscribed = Schemas['UnsubscribedDto'];

/** A review of a company the vendor speaks for, with its response if any (GET /api/vendor/reviews). */
export type VendorReview = Schemas['VendorReviewDto'];

/** Whether the member may review a company now (GET /api/reviews/eligibility). */
export type ReviewEligibility = Schemas['ReviewEligibilityDto'];

/** Admin management (docs/administration.md). */
export type ManagedCompany = Schemas['ManagedCompanyDto'];
export type EditCompanyInput = Schemas['EditCompanyDto'];
export type MemberSummary = Schemas['MemberSummaryDto'];
export type AdminReview = Schemas['AdminReviewDto'];
export type AuditLogEntry = Schemas['AuditLogEntryDto'];
export type PossibleDuplicate = Schemas['PossibleDuplicateDto'];
export type ProjectSummary = Schemas['ProjectSummaryDto'];
export type ProjectDetail = Schemas['ProjectDetailDto'];
export type ProjectCompany = Schemas['ProjectCompanyDto'];
export type ProjectBriefInput = Schemas['ProjectBriefDto'];

/** An RFP in its project's list: status, deadline and each recipient's status (docs/rfps.md). */
export type RfpSummary = Schemas['RfpSummaryDto'];
/** An RFP as its buyer sees it: recipients with bids, rank score and regulatory record, and the questions. */
export type RfpDetail = Schemas['RfpDetailDto'];
/** One recipient company of an RFP, as its buyer sees it. */
export type RfpRecipient = Schemas['RfpRecipientDetailDto'];
export type RfpStatus = RfpSummary['status'];
export type RfpRecipientStatus = RfpRecipient['status'];
/** A vendor's question with the buyer's answer. */
export type RfpQuestion = Schemas['RfpQuestionDto'];
/** POST /api/projects/{id}/rfps payload. */
export type NewRfpInput = Schemas['CreateRfpDto'];
/** A bid as stored: line items in USD, timeline in weeks, its revision. */
export type Bid = Schemas['BidDto'];
/** PUT /api/vendor/rfps/{id}/bid payload (the total is the sum of the line items). */
export type BidInput = Schemas['PutBidDto'];
/** The vendor's RFP inbox: counts by status and one item per RFP and represented company. */
export type VendorRfpInbox = Schemas['VendorRfpInboxDto'];
/** An RFP as a recipient company's vendor sees it (never the other recipients). */
export type VendorRfp = Schemas['VendorRfpDto'];
/** What a mailed RFP invitation link is for. */
export type RfpInvitation = Schemas['RfpInvitationDto'];
export type MatchScoreCheck = Schemas['MatchScoreCheckDto'];
