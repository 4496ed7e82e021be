import type { ModerationStatus } from '../reviews/review';
import { ReviewAlreadyModeratedError } from '../reviews/reviews.errors';

/** An admin's verdict on a pending review. */
export type ReviewVerdict = 'approved' | 'rejected';

/**
 * The review moderation state machine (DECISIONS §6): only a `pending` review can be approved or
 * rejected, once. A `held` review waits for its company submission and is released to `pending` by
 * the submission's approval, never decided directly.
 * @throws ReviewAlreadyModeratedError when the review is not pending.
 */
export function reviewVerdict(current: ModerationStatus, approved: boolean): ReviewVerdict {
  if (current !== 'pending') throw new ReviewAlreadyModeratedError();
  return approved ? 'approved' : 'rejected';
}

/** Moderation notes as stored: trimmed, and null when blank. */
export function moderationNotes(notes: string | null | undefined): string | null {
  const trimmed = notes?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
