import { DomainError } from '../shared/domain-error';
import { RFP_EXTRA_MESSAGES, RFP_MESSAGES } from './rfp-rules';

/** No RFP of this id that the member may see (a vendor of a company not invited gets the same: 404). */
export class RfpNotFoundError extends DomainError {
  readonly code = 'RFPS.NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(RFP_MESSAGES.notFound);
  }
}

/** The RFP is awarded or closed. */
export class RfpNotOpenError extends DomainError {
  readonly code = 'RFPS.NOT_OPEN' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(RFP_MESSAGES.notOpen);
  }
}

/** A bid after the deadline. */
export class RfpDeadlinePassedError extends DomainError {
  readonly code = 'RFPS.DEADLINE_PASSED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(RFP_MESSAGES.deadlinePassed);
  }
}

/** Bad input the DTO cannot judge alone (it depends on the RFP, the project or the clock); the message says which. */
export class InvalidRfpInputError extends DomainError {
  readonly code = 'RFPS.INVALID' as const;
  readonly kind = 'invalid' as const;
  constructor(message: string = RFP_MESSAGES.category) {
    super(message);
  }
}

/** The sender's plan allows no more open RFPs. */
export class OpenRfpLimitError extends DomainError {
  readonly code = 'RFPS.OPEN_LIMIT' as const;
  readonly kind = 'conflict' as const;
  constructor(limit = 1) {
    super(RFP_MESSAGES.openLimit(limit));
  }
}

/** 20 RFPs sent today (UTC). */
export class DailyRfpLimitError extends DomainError {
  readonly code = 'RFPS.DAILY_LIMIT' as const;
  readonly kind = 'rate_limited' as const;
  constructor() {
    super(RFP_MESSAGES.dailyLimit);
  }
}

/** An invitation for a company that is not awaiting its claim. */
export class RecipientAlreadyDeliveredError extends DomainError {
  readonly code = 'RFPS.ALREADY_DELIVERED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(RFP_MESSAGES.alreadyInInbox);
  }
}

/** A fourth invitation for one company of an RFP. */
export class TooManyRfpInvitationsError extends DomainError {
  readonly code = 'RFPS.TOO_MANY_INVITATIONS' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(RFP_MESSAGES.tooManyInvitations);
  }
}

/** An invitation link that is unknown or past the deadline. */
export class RfpInvitationInvalidError extends DomainError {
  readonly code = 'RFPS.INVITATION_INVALID' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(RFP_MESSAGES.invitationInvalid);
  }
}

/** The claiming account's email is not at the company's domain. */
export class ClaimDomainMismatchError extends DomainError {
  readonly code = 'RFPS.CLAIM_DOMAIN' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(RFP_MESSAGES.claimDomain);
  }
}

/** Sending needs an approved member. */
export class RfpSenderNotApprovedError extends DomainError {
  readonly code = 'RFPS.SENDER_NOT_APPROVED' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(RFP_EXTRA_MESSAGES.notApproved);
  }
}

/** No question of this id on the RFP. */
export class RfpQuestionNotFoundError extends DomainError {
  readonly code = 'RFPS.QUESTION_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(RFP_MESSAGES.questionNotFound);
  }
}
