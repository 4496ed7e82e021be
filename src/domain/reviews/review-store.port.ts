import type { ModerationDecision, QueuePage, QueueSlice } from '../moderation/moderation';
import type { Takedown } from '../moderation/review-publication';
import type {
  AuthoredReview,
  ModerationStatus,
  IntelligenceReview,
  ReviewAwaitingModeration,
  ReviewDecisionNotice,
  ReviewForAdmin,
  ReviewSubmission,
  ReviewType,
} from './review';

/** What moderation reads and writes of one review. */
export interface ReviewModerationState {
  id: string;
  companyId: string | null;
  /** The reviewed company's name (null while the review is held for a submission). */
  companyName: string | null;
  status: ModerationStatus;
  reviewType: ReviewType;
  /** An intelligence entry's source URL; null otherwise. */
  sourceUrl: string | null;
}

/**
 * How a member's review came about, each shown as a label: through a vendor's invitation ("Invited by the provider"),
 * by the buyer who awarded the company an RFP ("Verified engagement", docs/rfps.md#verified-engagement).
 */
export interface ReviewOrigin {
  invitedByVendor: boolean;
  verifiedEngagement: boolean;
}

/** A review without either label. */
export const NO_REVIEW_ORIGIN: ReviewOrigin = { invitedByVendor: false, verifiedEngagement: false };

/** Writes and moderation reads of reviews (the public reads are {@link PublishedReviews}). */
export abstract class ReviewStore {
  /**
   * When `userId` last wrote a member review of the target: of the company, or (held or released) of the
   * company submission. Held, pending and approved reviews count; rejected ones and intelligence do not.
   */
  abstract lastReviewAt(userId: string, target: { companyId: string | null; companySubmissionId: string | null }): Promise<Date | null>;
  /** Stores a member's review with `status` (pending, or held for a submission) and its labels (none by default); returns its id. */
  abstract create(authorId: string, review: ReviewSubmission, status: 'pending' | 'held', createdAt: Date, origin?: ReviewOrigin): Promise<string>;
  /** Stores an admin's intelligence review, approved at once by that admin; returns its id. */
  abstract createIntelligence(adminId: string, review: IntelligenceReview, createdAt: Date): Promise<string>;
  /**
   * One page of the pending reviews with their company name, oldest first, and their total (demo reviews
   * only when `includeDemo`).
   */
  abstract listAwaitingModeration(options: { includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewAwaitingModeration>>;
  /**
   * One page of the reviews matching `search` (company or proposed name, comments, pros, cons, an intelligence
   * entry's source, the author's email; case-insensitive), `status` and `reviewType` (member reviews when absent,
   * every kind with null), newest first, and how many match; demo reviews only when `includeDemo`.
   */
  abstract search(options: {
    search: string | null;
    status: ModerationStatus | null;
    reviewType?: ReviewType | null;
    includeDemo: boolean;
    page: QueuePage;
  }): Promise<QueueSlice<ReviewForAdmin>>;
  /** The review's moderation state, locked for update until the transaction ends; null when unknown. */
  abstract findForUpdate(reviewId: string): Promise<ReviewModerationState | null>;
  abstract recordDecision(reviewId: string, decision: ModerationDecision): Promise<void>;
  /** Takes a published review down (`unpublished`, with who, when and why), or with null puts it back (`approved`). */
  abstract setTakedown(reviewId: string, takedown: Takedown | null): Promise<void>;
  /** The source URLs of the company's published intelligence entries (other than `exceptReviewId`), for duplicates. */
  abstract publishedSourcesOf(companyId: string, exceptReviewId?: string): Promise<(string | null)[]>;
  /** Every review the member wrote (any status), newest first (docs/accounts.md#my-reviews). */
  abstract listByAuthor(userId: string): Promise<AuthoredReview[]>;
  /**
   * What the author is told about a decision on the review: their address and name, the company's name.
   * Null when there is nobody to tell (a generated demo review, an author who deleted the account).
   */
  abstract decisionNoticeOf(reviewId: string): Promise<ReviewDecisionNotice | null>;
}
