import type { AccountVerificationLevel } from '../accounts/account';
import type { Membership } from './subscription-state';

/** A member as billing sees them. */
export interface Subscriber extends Membership {
  id: string;
  email: string;
  name: string;
  userType: string;
  industryVerified: boolean;
  verificationLevel: AccountVerificationLevel;
  stripeCustomerId: string | null;
  /** An industry-verification request of theirs waits for an admin (the subscribe modal says "Under review"). */
  hasPendingVerificationRequest: boolean;
}

/** Members' billing fields in storage. */
export abstract class Subscribers {
  abstract findById(userId: string): Promise<Subscriber | null>;
  abstract findByCustomerId(customerId: string): Promise<Subscriber | null>;
  abstract setCustomerId(userId: string, customerId: string): Promise<void>;
  abstract setMembership(userId: string, membership: Membership): Promise<void>;
}

/** Webhook events already handled, so a redelivery changes nothing twice. */
export abstract class ProcessedBillingEvents {
  /** Records the event id. @returns false when it was recorded before (already processed). */
  abstract record(eventId: string, type: string): Promise<boolean>;
}
