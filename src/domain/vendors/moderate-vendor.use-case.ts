import { displayName } from '../accounts/account';
import { decisionEntry } from '../audit/audit-entry';
import { AuditLog } from '../audit/audit-log.port';
import { decide, type ModerationRequest, type QueuePage, type QueueSlice, type Verdict } from '../moderation/moderation';
import { Accounts } from '../accounts/accounts.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { WebsiteDomains } from '../discovery/company-identity';
import { claimDomainCheck } from './claim-domain-check';
import type { ClaimDomainCheck, PendingVendor } from './vendor-account';
import { VendorAccounts, VendorMailer } from './vendor-accounts.port';
import { VendorAccountNotFoundError } from './vendors.errors';

/**
 * Registrations the admin's Vendor Verification tab lists, oldest first, one page at a time, each with whether
 * the claimant's email domain is the company website's.
 */
export class ListPendingVendors {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly domains: WebsiteDomains,
  ) {}

  async execute(page: QueuePage): Promise<QueueSlice<PendingVendor & { domainCheck: ClaimDomainCheck }>> {
    const { items, total } = await this.vendors.listPending(page);
    return { items: items.map((vendor) => ({ ...vendor, domainCheck: claimDomainCheck(this.domains, vendor.email, vendor.companyWebsite) })), total };
  }
}

/**
 * An admin approves (the account becomes verified and may answer its company's reviews) or rejects a
 * vendor registration, with notes, once, under the account's row lock (docs/billing-and-plans.md, docs/security.md#trust-and-safety-rules), recorded in the
 * audit log; the vendor is mailed either way (the notes are the reason of a rejection).
 * @throws VendorAccountNotFoundError; AlreadyDecidedError when it was decided before.
 */
export class ModerateVendor {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly accounts: Accounts,
    private readonly mailer: VendorMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
    private readonly audit: AuditLog,
    /** The company profile's path for an id (the web's route). */
    private readonly profilePath: (companyId: string) => string = (id) => `/companies/${id}`,
  ) {}

  async execute(moderatorId: string, request: ModerationRequest): Promise<{ id: string; status: Verdict }> {
    const { account, verdict, notes } = await this.unitOfWork.run(async () => {
      const vendor = await this.vendors.findForUpdate(request.id);
      if (!vendor) throw new VendorAccountNotFoundError();
      const decision = decide(vendor.status === 'pending', moderatorId, request, this.clock.now());
      await this.vendors.recordDecision(vendor.id, decision);
      await this.audit.record(
        decisionEntry('vendor_account', { id: vendor.id, label: vendor.companyName }, decision, { userId: vendor.userId, companyId: vendor.companyId }),
      );
      return { account: vendor, verdict: decision.verdict, notes: decision.notes };
    });
    const member = await this.accounts.findById(account.userId);
    if (member) {
      const name = displayName(member);
      if (verdict === 'approved') await this.mailer.sendVendorApproved(member.email, name, account.companyName, `${this.appUrl}${this.profilePath(account.companyId)}`);
      else await this.mailer.sendVendorRejected(member.email, name, account.companyName, notes);
    }
    return { id: account.id, status: verdict };
  }
}
