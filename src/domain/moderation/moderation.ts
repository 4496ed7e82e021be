import { DomainError } from '../shared/domain-error';

/**
 * Moderation, the same rules for all five admin queues (applications, industry-verification requests,
 * reviews, vendor registrations, company submissions; docs/security.md#trust-and-safety-rules): an item awaiting a decision is
 * approved or rejected once, under a row lock the use case holds, with the moderator, the time and
 * normalised notes recorded.
 */

/** An admin's decision as every moderation endpoint receives it (the DTOs map their named id to `id`). */
export interface ModerationRequest {
  id: string;
  approved: boolean;
  notes?: string | null;
}

export type Verdict = 'approved' | 'rejected';

/** What is stored with every decision: its outcome (`Verdict` in every queue; a submission may also close as `duplicate`). */
export interface Settlement<Outcome extends string> {
  verdict: Outcome;
  moderatorId: string;
  /** Trimmed; null when blank. */
  notes: string | null;
  decidedAt: Date;
}

/** An approval or a rejection, as stored. */
export type ModerationDecision = Settlement<Verdict>;

/** One page of a queue (`limit` 1-100, `offset` from 0), oldest first. */
export interface QueuePage {
  limit: number;
  offset: number;
}

/** The items of one page and how many wait in the whole queue. */
export interface QueueSlice<T> {
  items: T[];
  total: number;
}

/** Default and largest page of an admin queue. */
export const QUEUE_PAGE_DEFAULT = 50;
export const QUEUE_PAGE_MAX = 100;

export const MODERATION_ANSWERS = {
  alreadyDecided: 'Already decided',
} as const;

/** A second decision on an item that was decided before (docs/security.md#trust-and-safety-rules: 409). */
export class AlreadyDecidedError extends DomainError {
  readonly code = 'MODERATION.ALREADY_DECIDED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(MODERATION_ANSWERS.alreadyDecided);
  }
}

/** A free-text note or reason as stored: trimmed, and null when blank. */
export function moderationNote(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Decides an item of any queue.
 * @param awaitingDecision whether the item is still waiting (its queue's rule, e.g. status `pending`).
 * @throws AlreadyDecidedError when it is not.
 */
export function decide(awaitingDecision: boolean, moderatorId: string, request: ModerationRequest, now: Date): ModerationDecision {
  return settle(awaitingDecision, moderatorId, request.approved ? 'approved' : 'rejected', request.notes, now);
}

/**
 * Settles an item with any outcome (approve and reject through {@link decide}; a company submission merged
 * into a listed company closes as `duplicate`), by the same rule: once, with moderator, time and notes.
 * @throws AlreadyDecidedError when the item is not waiting.
 */
export function settle<Outcome extends string>(
  awaitingDecision: boolean,
  moderatorId: string,
  outcome: Outcome,
  notes: string | null | undefined,
  now: Date,
): Settlement<Outcome> {
  if (!awaitingDecision) throw new AlreadyDecidedError();
  return { verdict: outcome, moderatorId, notes: moderationNote(notes), decidedAt: now };
}
