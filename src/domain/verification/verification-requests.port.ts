import type { ModerationDecision, QueuePage, QueueSlice } from '../moderation/moderation';

/** A member's request for manual industry verification (docs/data-model.md#stored-entities). */
export interface VerificationRequest {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  linkedinProfile: string | null;
  additionalInfo: string | null;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: Date;
}

export type NewVerificationRequest = Omit<VerificationRequest, 'id' | 'status' | 'createdAt'>;

export abstract class VerificationRequests {
  abstract create(request: NewVerificationRequest): Promise<VerificationRequest>;
  abstract findById(id: string): Promise<VerificationRequest | null>;
  abstract hasPending(userId: string): Promise<boolean>;
  /** One page of the pending requests, oldest first, and their total. */
  abstract listPending(page: QueuePage): Promise<QueueSlice<VerificationRequest>>;
  /** The request, its row locked until the transaction ends; null for an unknown or malformed id. */
  abstract findForUpdate(id: string): Promise<VerificationRequest | null>;
  abstract recordDecision(id: string, decision: ModerationDecision): Promise<void>;
}
