import type { UserType } from '../accounts/account';
import { Accounts } from '../accounts/accounts.port';
import { AuditLog } from '../audit/audit-log.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { MemberSearch, type MemberSummary } from './member-search.port';
import { MemberNotFoundError, OwnAccountChangeError, type AssignableTier } from './member-management';

/**
 * PATCH /api/admin/users/{id}: an admin sets a member's plan tier (an arrangement made outside online billing, or
 * a correction) and role (reviewer or admin). Each field that changes is one audit entry with its old and new
 * value. A later billing event for the member's Stripe subscription sets the tier again, as it always does.
 * @throws MemberNotFoundError; OwnAccountChangeError (409) for the admin's own account.
 */
export class ChangeMemberPlanAndRole {
  constructor(
    private readonly accounts: Accounts,
    private readonly members: MemberSearch,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(adminId: string, input: { userId: string; subscriptionTier?: AssignableTier; userType?: UserType }): Promise<MemberSummary> {
    return this.unitOfWork.run(async () => {
      const account = await this.accounts.findForUpdate(input.userId);
      if (!account) throw new MemberNotFoundError();
      if (account.id === adminId) throw new OwnAccountChangeError();
      const now = this.clock.now();
      const tier = input.subscriptionTier !== undefined && input.subscriptionTier !== account.subscriptionTier ? input.subscriptionTier : undefined;
      const role = input.userType !== undefined && input.userType !== account.userType ? input.userType : undefined;
      if (tier !== undefined || role !== undefined) await this.accounts.update(account.id, { subscriptionTier: tier, userType: role });
      const entry = { actorId: adminId, subjectType: 'user' as const, subjectId: account.id, subjectLabel: account.email, notes: null, at: now };
      if (tier !== undefined) await this.audit.record({ ...entry, verb: 'plan_changed', details: { subscriptionTier: { from: account.subscriptionTier, to: tier } } });
      if (role !== undefined) await this.audit.record({ ...entry, verb: 'role_changed', details: { userType: { from: account.userType, to: role } } });
      return (await this.members.findById(account.id))!;
    });
  }
}
