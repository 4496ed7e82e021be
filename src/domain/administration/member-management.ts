import { PAID_TIERS } from '../subscriptions/plans';
import { FREE_TIER } from '../subscriptions/entitlements';
import { DomainError } from '../shared/domain-error';
import type { UserType } from '../accounts/account';

/**
 * What admins change about a member from the Members page (docs/reviews-and-moderation.md): suspend and reinstate
 * the account, set its plan tier and its role. Each change is audited; an admin never changes their own account
 * this way (so the last admin can neither lock out nor demote themselves).
 */

/** Plan tiers an admin may set: free or a paid plan's tier. */
export const ASSIGNABLE_TIERS = [FREE_TIER, ...PAID_TIERS] as const;
export type AssignableTier = (typeof ASSIGNABLE_TIERS)[number];

/** Roles an admin may set. */
export const ASSIGNABLE_ROLES = ['reviewer', 'admin'] as const satisfies readonly UserType[];

/** Longest suspension reason, in characters. */
export const SUSPENSION_REASON_MAX_LENGTH = 2000;

export const MEMBER_MANAGEMENT_MESSAGES = {
  memberNotFound: 'Member not found',
  ownAccount: 'You cannot change your own account here',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  reasonRequired: 'Please give the reason for suspending this account',
  reasonTooLong: `The reason must be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`,
  tier: `subscriptionTier must be one of ${ASSIGNABLE_TIERS.join(', ')}`,
  role: `userType must be one of ${ASSIGNABLE_ROLES.join(', ')}`,
  nothingToChange: 'Give a subscriptionTier or a userType to change',
} as const;

export class MemberNotFoundError extends DomainError {
  readonly code = 'ADMINISTRATION.MEMBER_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(MEMBER_MANAGEMENT_MESSAGES.memberNotFound);
  }
}

/** An admin acting on their own account through member management (409). */
export class OwnAccountChangeError extends DomainError {
  readonly code = 'ADMINISTRATION.OWN_ACCOUNT' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(MEMBER_MANAGEMENT_MESSAGES.ownAccount);
  }
}

/** Suspending a suspended account, or reinstating one that is not (409). */
export class SuspensionUnchangedError extends DomainError {
  readonly code = 'ADMINISTRATION.SUSPENSION_UNCHANGED' as const;
  readonly kind = 'conflict' as const;
  constructor(suspended: boolean) {
    super(suspended ? MEMBER_MANAGEMENT_MESSAGES.alreadySuspended : MEMBER_MANAGEMENT_MESSAGES.notSuspended);
  }
}

/** A suspension without a reason (400 under `reason`). */
export class SuspensionReasonRequiredError extends DomainError {
  readonly code = 'ADMINISTRATION.REASON_REQUIRED' as const;
  readonly kind = 'invalid' as const;
  readonly field = 'reason';
  constructor() {
    super(MEMBER_MANAGEMENT_MESSAGES.reasonRequired);
  }
}
