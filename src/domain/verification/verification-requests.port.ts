/** A member's request for manual industry verification (spec part 2 §3 "email_verification_requests"). */
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
  /** Pending requests, oldest first. */
  abstract listPending(): Promise<VerificationRequest[]>;
  abstract decide(id: string, decision: { status: 'approved' | 'rejected'; reviewerId: string; notes: string | null; at: Date }): Promise<void>;
}
