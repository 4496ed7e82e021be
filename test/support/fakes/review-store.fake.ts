import type { ModerationDecision, QueuePage, QueueSlice } from '../../../src/domain/moderation/moderation';
import type { Takedown } from '../../../src/domain/moderation/review-publication';
import type {
  AuthoredReview,
  IntelligenceReview,
  ModerationStatus,
  ReviewAwaitingModeration,
  ReviewDecisionNotice,
  ReviewForAdmin,
  ReviewSubmission,
} from '../../../src/domain/reviews/review';
import { NO_REVIEW_ORIGIN, ReviewStore, type ReviewModerationState, type ReviewOrigin } from '../../../src/domain/reviews/review-store.port';

interface StoredReview {
  id: string;
  authorId: string;
  review: ReviewSubmission;
  status: ModerationStatus;
  createdAt: Date;
  notes?: string | null;
  invitedByVendor?: boolean;
  verifiedEngagement?: boolean;
  takedown?: Takedown | null;
}

/**
 * Members' reviews in memory: enough of the store for the submission and moderation rules. The queue
 * is not kept (its company names live in the directory): `listAwaitingModeration` answers an empty page.
 */
export class InMemoryReviewStore extends ReviewStore {
  readonly stored: StoredReview[] = [];

  async lastReviewAt(userId: string, target: { companyId: string | null; companySubmissionId: string | null }): Promise<Date | null> {
    const sameTarget = (r: StoredReview) =>
      (target.companyId !== null && r.review.companyId === target.companyId) ||
      (target.companySubmissionId !== null && r.review.companySubmissionId === target.companySubmissionId);
    const dates = this.stored.filter((r) => r.authorId === userId && sameTarget(r) && r.status !== 'rejected').map((r) => r.createdAt.getTime());
    // Taken-down reviews count too: they may be published again.
    return dates.length ? new Date(Math.max(...dates)) : null;
  }

  async create(authorId: string, review: ReviewSubmission, status: 'pending' | 'held', createdAt: Date, origin: ReviewOrigin = NO_REVIEW_ORIGIN): Promise<string> {
    const id = `r${this.stored.length + 1}`;
    this.stored.push({ id, authorId, review, status, createdAt, invitedByVendor: origin.invitedByVendor, verifiedEngagement: origin.verifiedEngagement });
    return id;
  }

  async createIntelligence(_adminId: string, _review: IntelligenceReview, _createdAt: Date): Promise<string> {
    return `intelligence-${this.stored.length + 1}`;
  }

  async listAwaitingModeration(_options: { includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewAwaitingModeration>> {
    return { items: [], total: 0 };
  }

  async search(_options: { search: string | null; status: ModerationStatus | null; includeDemo: boolean; page: QueuePage }): Promise<QueueSlice<ReviewForAdmin>> {
    return { items: [], total: 0 };
  }

  async findForUpdate(reviewId: string): Promise<ReviewModerationState | null> {
    const found = this.stored.find((r) => r.id === reviewId);
    return found
      ? {
          id: found.id,
          companyId: found.review.companyId,
          companyName: this.companyNames.get(found.review.companyId ?? '') ?? found.review.companyId,
          status: found.status,
          reviewType: 'user',
          sourceUrl: null,
        }
      : null;
  }

  async setTakedown(reviewId: string, takedown: Takedown | null): Promise<void> {
    const found = this.stored.find((r) => r.id === reviewId);
    if (found) Object.assign(found, { status: takedown ? 'unpublished' : 'approved', takedown });
  }

  async publishedSourcesOf(_companyId: string, _exceptReviewId?: string): Promise<(string | null)[]> {
    return [];
  }

  async recordDecision(reviewId: string, decision: ModerationDecision): Promise<void> {
    const found = this.stored.find((r) => r.id === reviewId);
    if (found) {
      found.status = decision.verdict;
      found.notes = decision.notes;
    }
  }

  /** Company names the fake reports (the real store joins the directory); the id when unknown. */
  readonly companyNames = new Map<string, string>();
  /** Who wrote what, as decisionNoticeOf reports it; authors missing here have deleted their account. */
  readonly authors = new Map<string, { email: string; name: string }>();

  async listByAuthor(userId: string): Promise<AuthoredReview[]> {
    return this.stored
      .filter((r) => r.authorId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(({ id, review, status, createdAt, notes }) => {
        const { companySubmissionId, ...rest } = review;
        return {
          ...rest,
          id,
          companyName: this.companyNames.get(review.companyId ?? companySubmissionId ?? '') ?? review.companyId ?? '',
          reviewType: 'user' as const,
          status,
          rejectionReason: status === 'rejected' ? (notes ?? null) : null,
          invitedByVendor: false,
          verifiedEngagement: false,
          createdAt,
        };
      });
  }

  async decisionNoticeOf(reviewId: string): Promise<ReviewDecisionNotice | null> {
    const found = this.stored.find((r) => r.id === reviewId);
    const author = found && this.authors.get(found.authorId);
    if (!found || !author) return null;
    const companyId = found.review.companyId;
    return { authorEmail: author.email, authorName: author.name, companyName: this.companyNames.get(companyId ?? '') ?? '', companyId, reviewCreatedAt: found.createdAt };
  }
}
