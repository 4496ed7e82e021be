import type { Account } from '../accounts/account';
import { Accounts } from '../accounts/accounts.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AlreadyVerifiedError, RequestAlreadyPendingError, VerificationRequestNotFoundError } from './verification.errors';
import { VerificationRequests, type VerificationRequest } from './verification-requests.port';

export interface IndustryVerificationInput {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  linkedinProfile?: string | null;
  additionalInfo?: string | null;
}

/**
 * A signed-in member whose email domain is not recognised asks an admin to verify their industry role
 * (spec part 2 §2 "Email Verification", manual review form). The request is for the member's own
 * account email, whatever the form says.
 * @throws AlreadyVerifiedError, RequestAlreadyPendingError.
 */
export class RequestIndustryVerification {
  constructor(private readonly requests: VerificationRequests) {}

  async execute(member: Account, input: IndustryVerificationInput): Promise<VerificationRequest> {
    if (member.industryVerified) throw new AlreadyVerifiedError();
    if (await this.requests.hasPending(member.id)) throw new RequestAlreadyPendingError();
    return this.requests.create({
      userId: member.id,
      email: member.email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      company: input.company.trim(),
      jobTitle: input.jobTitle.trim(),
      linkedinProfile: input.linkedinProfile?.trim() || null,
      additionalInfo: input.additionalInfo?.trim() || null,
    });
  }
}

/** Pending industry-verification requests for the admin, oldest first. */
export class ListVerificationRequests {
  constructor(private readonly requests: VerificationRequests) {}

  execute(): Promise<VerificationRequest[]> {
    return this.requests.listPending();
  }
}

/**
 * An admin's decision on a verification request: approval marks the member industry-verified.
 * @throws VerificationRequestNotFoundError for an unknown or already decided request.
 */
export class ModerateVerificationRequest {
  constructor(
    private readonly requests: VerificationRequests,
    private readonly accounts: Accounts,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(admin: Account, input: { requestId: string; approved: boolean; notes?: string | null }): Promise<{ id: string; status: 'approved' | 'rejected' }> {
    const status = input.approved ? 'approved' : 'rejected';
    await this.unitOfWork.run(async () => {
      const request = await this.requests.findById(input.requestId);
      if (!request || request.status !== 'pending') throw new VerificationRequestNotFoundError();
      const at = this.clock.now();
      await this.requests.decide(request.id, { status, reviewerId: admin.id, notes: input.notes?.trim() || null, at });
      if (input.approved) await this.accounts.update(request.userId, { industryVerified: true, verifiedAt: at });
    });
    return { id: input.requestId, status };
  }
}
