import { Accounts, UserSessions } from '../accounts/accounts.port';
import { AuditLog } from '../audit/audit-log.port';
import { moderationNote } from '../moderation/moderation';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { MemberSearch, type MemberSummary } from './member-search.port';
import { MemberNotFoundError, OwnAccountChangeError, SuspensionReasonRequiredError, SuspensionUnchangedError } from './member-management';

/**
 * POST /api/admin/users/{id}/suspend and /reinstate: an admin suspends a member (with a reason) or lifts the
 * suspension. A suspended account cannot sign in (403 "This account is suspended") and every session it had ends
 * in the same transaction; its reviews and data stay. Under the account's row lock, audited.
 * @throws MemberNotFoundError; OwnAccountChangeError (409) for the admin's own account;
 *   SuspensionReasonRequiredError (400); SuspensionUnchangedError (409).
 */
export class ChangeMemberSuspension {
  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: UserSessions,
    private readonly members: MemberSearch,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(adminId: string, input: { userId: string; suspended: boolean; reason?: string | null }): Promise<MemberSummary> {
    const reason = moderationNote(input.reason);
    if (input.suspended && reason === null) throw new SuspensionReasonRequiredError();
    return this.unitOfWork.run(async () => {
      const account = await this.accounts.findForUpdate(input.userId);
      if (!account) throw new MemberNotFoundError();
      if (account.id === adminId) throw new OwnAccountChangeError();
      if ((account.suspendedAt !== null) === input.suspended) throw new SuspensionUnchangedError(input.suspended);
      const now = this.clock.now();
      await this.accounts.update(account.id, { suspendedAt: input.suspended ? now : null });
      if (input.suspended) await this.sessions.endAllFor(account.id);
      await this.audit.record({
        actorId: adminId,
        subjectType: 'user',
        subjectId: account.id,
        verb: input.suspended ? 'suspended' : 'reinstated',
        subjectLabel: account.email,
        notes: reason,
        details: null,
        at: now,
      });
      return (await this.members.findById(account.id))!;
    });
  }
}
