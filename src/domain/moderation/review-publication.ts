import { DomainError } from '../shared/domain-error';

/**
 * Taking published content down and putting it back (docs/reviews-and-moderation.md): reviews (member reviews
 * and industry intelligence alike) and vendor responses. A takedown needs a reason, which the author is mailed
 * and the audit log keeps.
 */

/** Longest takedown reason, in characters. */
export const TAKEDOWN_REASON_MAX_LENGTH = 2000;

export const PUBLICATION_MESSAGES = {
  reasonRequired: 'Please give the reason for taking this down',
  reasonTooLong: `The reason must be at most ${TAKEDOWN_REASON_MAX_LENGTH} characters`,
  reviewNotPublished: 'Only a published review can be unpublished',
  reviewNotUnpublished: 'This review is not unpublished',
  responseAlreadyUnpublished: 'This response is already unpublished',
  responseNotUnpublished: 'This response is not unpublished',
  responseNotFound: 'Response not found',
} as const;

/** What a takedown records. */
export interface Takedown {
  at: Date;
  by: string;
  reason: string;
}

/** Unpublish or republish asked of an item in the wrong state: unpublish of an unpublished one, and so on (409). */
export class PublicationUnchangedError extends DomainError {
  readonly code = 'MODERATION.PUBLICATION_UNCHANGED' as const;
  readonly kind = 'conflict' as const;
  constructor(
    message: (typeof PUBLICATION_MESSAGES)[keyof Pick<
      typeof PUBLICATION_MESSAGES,
      'reviewNotPublished' | 'reviewNotUnpublished' | 'responseAlreadyUnpublished' | 'responseNotUnpublished'
    >],
  ) {
    super(message);
  }
}

/** No vendor response has the id (malformed ids included). */
export class ResponseNotFoundError extends DomainError {
  readonly code = 'MODERATION.RESPONSE_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(PUBLICATION_MESSAGES.responseNotFound);
  }
}

/** A takedown without a reason (400 under `reason`); the DTO refuses it first, the use case makes sure. */
export class TakedownReasonRequiredError extends DomainError {
  readonly code = 'MODERATION.REASON_REQUIRED' as const;
  readonly kind = 'invalid' as const;
  readonly field = 'reason';
  constructor() {
    super(PUBLICATION_MESSAGES.reasonRequired);
  }
}
