import { decisionEntry } from '../audit/audit-entry';
import { AuditLog } from '../audit/audit-log.port';
import { decide, type ModerationRequest, type QueuePage, type QueueSlice, type Verdict } from '../moderation/moderation';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AccountMailer } from './account-mailer.port';
import { displayName, isAwaitingApproval, type Account } from './account';
import { AccountNotFoundError } from './accounts.errors';
import { Accounts } from './accounts.port';

/** Applications an admin still has to decide, oldest first, one page at a time. */
export class ListApplicationsAwaitingReview {
  constructor(private readonly accounts: Accounts) {}

  execute(page: QueuePage): Promise<QueueSlice<Account>> {
    return this.accounts.listAwaitingDecision(page);
  }
}

/**
 * An admin's decision on an application (docs/accounts.md, docs/security.md#trust-and-safety-rules): approval makes the account `verified` (it can
 * sign in), rejection `rejected`, once, under the account's row lock, recorded in the audit log; the applicant is
 * mailed either way (a rejection with the admin's notes as its reason). Approval is the industry verification
 * too (one verification concept): the admin has just vetted the applicant, so an approved member is
 * never asked to verify again.
 * @throws AccountNotFoundError for an unknown id; AlreadyDecidedError when it was decided before.
 */
export class ModerateUser {
  constructor(
    private readonly accounts: Accounts,
    private readonly mailer: AccountMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
    private readonly audit: AuditLog,
  ) {}

  async execute(moderatorId: string, request: ModerationRequest): Promise<{ id: string; status: 'verified' | 'rejected' }> {
    const { account, verdict, notes } = await this.unitOfWork.run(async () => {
      const found = await this.accounts.findForUpdate(request.id);
      if (!found) throw new AccountNotFoundError();
      const decision = decide(isAwaitingApproval(found), moderatorId, request, this.clock.now());
      await this.accounts.recordDecision(found.id, decision, {
        verificationLevel: levelOf(decision.verdict),
        verifiedAt: decision.verdict === 'approved' ? decision.decidedAt : null,
        industryVerified: decision.verdict === 'approved',
      });
      await this.audit.record(decisionEntry('user', { id: found.id, label: found.email }, decision));
      return { account: found, verdict: decision.verdict, notes: decision.notes };
    });
    if (verdict === 'approved') await this.mailer.sendApplicationApproved(account.email, displayName(account), `${this.appUrl}/login`);
    else await this.mailer.sendApplicationRejected(account.email, displayName(account), notes);
    return { id: account.id, status: levelOf(verdict) };
  }
}

const levelOf = (verdict: Verdict): 'verified' | 'rejected' => (verdict === 'approved' ? 'verified' : 'rejected');
