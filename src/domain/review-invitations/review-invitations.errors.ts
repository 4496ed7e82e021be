import { DomainError } from '../shared/domain-error';
import { INVITATION_MESSAGES } from './review-invitation-rules';

/** An invited address at the company's own website domain: employees are not clients (400 under `emails`). */
export class OwnDomainInvitationError extends DomainError {
  readonly code = 'REVIEW_INVITATIONS.OWN_DOMAIN' as const;
  readonly kind = 'invalid' as const;
  readonly field = 'emails';
  constructor() {
    super(INVITATION_MESSAGES.ownDomain);
  }
}

/** The company's invitations for this month would pass the cap (429, with Retry-After until the next month). */
export class InvitationCapReachedError extends DomainError {
  readonly code = 'REVIEW_INVITATIONS.MONTHLY_CAP' as const;
  readonly kind = 'rate_limited' as const;
  /** Seconds until the count starts again. */
  readonly retryAfterSeconds: number;
  constructor(resetsAt: Date, now: Date) {
    super(INVITATION_MESSAGES.monthlyCap);
    this.retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  }
}

/** A review names an invitation that cannot be used (forged, expired, used, another company's or another address's): 400 under `invitation`. */
export class InvitationNotUsableError extends DomainError {
  readonly code = 'REVIEW_INVITATIONS.NOT_USABLE' as const;
  readonly kind = 'invalid' as const;
  readonly field = 'invitation';
  constructor(reason: keyof Pick<typeof INVITATION_MESSAGES, 'invalidLink' | 'expired' | 'used' | 'otherCompany' | 'otherAddress'>) {
    super(INVITATION_MESSAGES[reason]);
  }
}
