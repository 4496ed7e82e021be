import { displayName, type Account } from '../accounts/account';
import { decisionEntry } from '../audit/audit-entry';
import { AuditLog } from '../audit/audit-log.port';
import { decide, type ModerationRequest, type QueuePage, type QueueSlice, type Verdict } from '../moderation/moderation';
import { Accounts } from '../accounts/accounts.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AlreadyVerifiedError, RequestAlreadyPendingError, VerificationRequestNotFoundError } from './verification.errors';
import { VerificationMailer } from './verification-mailer.port';
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
 * (docs/screens.md#email-verification, manual review form). The request is for the member's own
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

/** Pending industry-verification requests for the admin, oldest first, one page at a time. */
export class ListVerificationRequests {
  constructor(private readonly requests: VerificationRequests) {}

  execute(page: QueuePage): Promise<QueueSlice<VerificationRequest>> {
    return this.requests.listPending(page);
  }
}

/**
 * An admin's decision on a verification request (docs/security.md#trust-and-safety-rules): once, under the request's row lock, recorded
 * in the audit log; approval marks the member industry-verified in the same transaction, a rejection is mailed
 * to the member with the admin's notes as its reason.
 * @throws VerificationRequestNotFoundError for an unknown id; AlreadyDecidedError when it was decided before.
 */
export class ModerateVerificationRequest {
  constructor(
    private readonly requests: VerificationRequests,
    private readonly accounts: Accounts,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly mailer: VerificationMailer,
    private readonly appUrl: string,
  ) {}

  async execute(moderatorId: string, request: ModerationRequest): Promise<{ id: string; status: Verdict }> {
    const { found, decision } = await this.unitOfWork.run(async () => {
      const found = await this.requests.findForUpdate(request.id);
      if (!found) throw new VerificationRequestNotFoundError();
      const decision = decide(found.status === 'pending', moderatorId, request, this.clock.now());
      await this.requests.recordDecision(found.id, decision);
      if (decision.verdict === 'approved') await this.accounts.update(found.userId, { industryVerified: true, verifiedAt: decision.decidedAt });
      await this.audit.record(decisionEntry('verification_request', { id: found.id, label: found.email }, decision));
      return { found, decision };
    });
    if (decision.verdict === 'rejected') {
      await this.mailer.sendVerificationRequestRejected(found.email, displayName(found), decision.notes, `${this.appUrl}/email-verification`);
    }
    return { id: found.id, status: decision.verdict };
  }
}
