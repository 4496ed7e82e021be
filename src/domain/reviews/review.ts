import type { CompanyType, DevelopmentPhase, MoleculeType, TherapeuticArea } from '../directory/taxonomy';
import type { Ratings } from './rating-categories';

/** Review kinds: a member's own experience, or industry intelligence recorded by an admin from a source. */
export const REVIEW_TYPES = ['user', 'industry_intelligence'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

/** docs/data-model.md#enumerations. */
export const EXPERIENCE_TYPES = ['project', 'rfp'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];
export const PROJECT_SIZES = ['Small', 'Medium', 'Large'] as const;
export type ProjectSize = (typeof PROJECT_SIZES)[number];
export const PROJECT_DURATIONS = ['< 6 months', '6-12 months', '> 12 months'] as const;
export type ProjectDuration = (typeof PROJECT_DURATIONS)[number];
export const WORK_TIMEFRAMES = ['Within 2 years', '2-5 years ago', '5-10 years ago', 'Over 10 years ago'] as const;
export type WorkTimeframe = (typeof WORK_TIMEFRAMES)[number];

/** The reviewer's role, an optional part of a review's context (docs/deciding.md). */
export const REVIEWER_ROLES = [
  'Procurement / Sourcing',
  'Project Management',
  'CMC / Manufacturing',
  'Clinical Operations',
  'Quality / Regulatory',
  'R&D / Discovery',
  'Executive',
  'Other',
] as const;
export type ReviewerRole = (typeof REVIEWER_ROLES)[number];

/** The kind of organisation the reviewer worked for (docs/deciding.md). */
export const ORGANIZATION_TYPES = ['Large pharma', 'Mid-size pharma', 'Biotech', 'Academic / Non-profit', 'Other'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/**
 * Who wrote a review and on what kind of project, every field optional (docs/deciding.md): the reviewer's role
 * and organisation type, the programme's therapeutic area, modality and phase (the directory's vocabulary),
 * pros and cons, and whether they would recommend the provider. Null where not given.
 */
export interface ReviewContext {
  reviewerRole: ReviewerRole | null;
  organizationType: OrganizationType | null;
  therapeuticArea: TherapeuticArea | null;
  moleculeType: MoleculeType | null;
  developmentPhase: DevelopmentPhase | null;
  pros: string | null;
  cons: string | null;
  wouldRecommend: boolean | null;
}

/** The context fields, in the order the form and the cards show them. */
export const REVIEW_CONTEXT_FIELDS = [
  'reviewerRole',
  'organizationType',
  'therapeuticArea',
  'moleculeType',
  'developmentPhase',
  'pros',
  'cons',
  'wouldRecommend',
] as const satisfies readonly (keyof ReviewContext)[];

/** A context with nothing given (intelligence reviews, and reviews written before the context existed). */
export const NO_REVIEW_CONTEXT: ReviewContext = {
  reviewerRole: null,
  organizationType: null,
  therapeuticArea: null,
  moleculeType: null,
  developmentPhase: null,
  pros: null,
  cons: null,
  wouldRecommend: null,
};

/**
 * What a review reports on (docs/data-model.md#stored-entities): the kind of service used, a project or an RFP, the
 * project's size and duration (null where not recorded, as on industry intelligence) and when the work took place.
 */
export interface ReviewedEngagement {
  serviceType: CompanyType;
  experienceType: ExperienceType;
  projectSize: ProjectSize | null;
  projectDuration: ProjectDuration | null;
  workTimeframe: WorkTimeframe;
}

/**
 * Where a review stands (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews): `held` while it waits for its company's submission to be
 * approved, then `pending` until an admin approves or rejects it. Only `approved` reviews are public; an admin
 * may take a published review down (`unpublished`, with a reason) and put it back (`approved` again).
 */
export const MODERATION_STATUSES = ['held', 'pending', 'approved', 'rejected', 'unpublished'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** A vendor's public answer to a review, signed with the company's name. */
export interface ReviewResponse {
  id: string;
  response: string;
  createdAt: Date;
  companyName: string;
}

/** An approved review as stored, without anything that identifies its author. */
export interface PublishedReview extends Ratings, ReviewContext, ReviewedEngagement {
  id: string;
  companyId: string;
  reviewType: ReviewType;
  comments: string | null;
  intelligenceSource: string | null;
  sourceUrl: string | null;
  sourceDate: Date | null;
  createdAt: Date;
  /** Generated demo data, labelled "Demo review" wherever shown (docs/data-and-discovery.md). */
  isDemo: boolean;
  /** Written through a verified vendor's invitation: labelled "Invited by the provider" wherever shown. */
  invitedByVendor: boolean;
  /** Written by the buyer who awarded the company an RFP, after the award: labelled "Verified engagement" wherever shown (docs/rfps.md#verified-engagement). */
  verifiedEngagement: boolean;
  responses: ReviewResponse[];
}

/**
 * A member's review as submitted (docs/data-model.md#stored-entities, docs/api-contract.md#form-rules). Exactly one of `companyId`
 * and `companySubmissionId` is set: the latter holds the review until the company is listed.
 */
export interface ReviewSubmission extends Ratings, ReviewContext, ReviewedEngagement {
  companyId: string | null;
  companySubmissionId: string | null;
  /** A member always states the project's size and duration. */
  projectSize: ProjectSize;
  projectDuration: ProjectDuration;
  comments: string | null;
}

/** An industry-intelligence review an admin records from a public source (docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews). */
export interface IntelligenceReview extends Ratings {
  companyId: string;
  serviceType: CompanyType;
  intelligenceSource: string;
  sourceUrl: string | null;
  /** Calendar date of the source, 'YYYY-MM-DD'. */
  sourceDate: string | null;
  comments: string;
}

/**
 * What a moderator learns about a review's author without learning who it is (docs/security.md#trust-and-safety-rules): the email's
 * domain, the account's verification, the companies the member represents (pending or verified vendor
 * accounts) and how many of their reviews were approved. Admin endpoints only; never in public JSON.
 */
export interface ReviewerProfile {
  emailDomain: string;
  verificationLevel: string;
  industryVerified: boolean;
  vendorCompanyIds: string[];
  approvedReviewCount: number;
  /**
   * Listed providers whose website domain is the author's email domain: they work for it, vendor account or not
   * (conflict of interest, docs/reviews-and-moderation.md).
   */
  providerCompanyIds: string[];
}

/** A review waiting for an admin, as the Review Moderation tab shows it (never its author), with its context to moderate. */
export interface ReviewAwaitingModeration extends Ratings, ReviewContext, ReviewedEngagement {
  id: string;
  companyId: string;
  companyName: string;
  reviewType: ReviewType;
  comments: string | null;
  isDemo: boolean;
  invitedByVendor: boolean;
  verifiedEngagement: boolean;
  createdAt: Date;
  /** Null for a review without an author account (intelligence, or a deleted member). */
  reviewer: ReviewerProfile | null;
  /**
   * The company's approved member reviews now: below the anonymity threshold the profile withholds part of the
   * reviewer's context, and the card says which.
   */
  companyApprovedUserReviews: number;
}

/** Any member review as an admin finds it by search (docs/administration.md): its state and moderation besides the queue's view. */
export interface ReviewForAdmin extends Omit<ReviewAwaitingModeration, 'companyId'> {
  /** Null while held for a company submission (then `companyName` is the proposed name). */
  companyId: string | null;
  status: ModerationStatus;
  moderatedAt: Date | null;
  moderationNotes: string | null;
  /** Intelligence only: where it came from. */
  intelligenceSource: string | null;
  sourceUrl: string | null;
  /** The takedown's time and reason while the review is unpublished; null otherwise. */
  unpublishedAt: Date | null;
  unpublishReason: string | null;
  /** The vendor responses to it, published or taken down. */
  responses: ResponseForAdmin[];
}

/** A vendor response as an admin sees it: published, or taken down with a reason. */
export interface ResponseForAdmin extends ReviewResponse {
  unpublishedAt: Date | null;
  unpublishReason: string | null;
}

/**
 * A member's own review as its author sees it (My Reviews and the data export, docs/security.md#trust-and-safety-rules, docs/administration.md): what they
 * wrote and where it stands, never who moderated it.
 */
export interface AuthoredReview extends Ratings, ReviewContext, ReviewedEngagement {
  id: string;
  /** Null while the review is held for its company's submission. */
  companyId: string | null;
  /** The listed company's name, or the proposed name of a held review's company submission. */
  companyName: string;
  reviewType: ReviewType;
  status: ModerationStatus;
  comments: string | null;
  /** The moderator's reason for a rejection, or the admin's for a takedown (both mailed to the author); null otherwise. */
  rejectionReason: string | null;
  createdAt: Date;
}

/** Who is told about a moderation decision, and about what (docs/administration.md): never anything about anyone else. */
export interface ReviewDecisionNotice {
  authorEmail: string;
  authorName: string;
  companyName: string;
  /** The listed company, linked from the approval mail. */
  companyId: string | null;
  reviewCreatedAt: Date;
}
