import { AuditLog } from '../audit/audit-log.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { VendorInboxItem } from './rfp';
import { rfpForVendor } from './rfp-access';
import { loadVendorRfp, type VendorRfpView } from './rfp-views';
import { Rfps } from './rfps.port';

/**
 * The inbox counts. Each RFP counts once: under its outcome once the buyer has awarded it (`awarded`, `notSelected`),
 * otherwise under the company's status as a recipient.
 */
export interface VendorInboxCounts {
  delivered: number;
  viewed: number;
  bid: number;
  declined: number;
  awarded: number;
  notSelected: number;
}

/** The member's RFP inbox: one item per RFP and company they represent as a verified vendor, newest first, with counts. */
export class ListVendorRfps {
  constructor(private readonly rfps: Rfps) {}

  async execute(userId: string): Promise<{ counts: VendorInboxCounts; items: VendorInboxItem[] }> {
    const items = await this.rfps.vendorInbox(userId);
    const count = (test: (item: VendorInboxItem) => boolean) => items.filter(test).length;
    const undecided = (status: VendorInboxItem['recipientStatus']) => (item: VendorInboxItem) => item.outcome === null && item.recipientStatus === status;
    return {
      counts: {
        delivered: count(undecided('delivered')),
        viewed: count(undecided('viewed')),
        bid: count(undecided('bid')),
        declined: count(undecided('declined')),
        awarded: count((i) => i.outcome === 'awarded'),
        notSelected: count((i) => i.outcome === 'not_selected'),
      },
      items,
    };
  }
}

/**
 * An RFP as a vendor of a recipient company sees it; the first view moves `delivered` to `viewed` (audited).
 * @throws RfpNotFoundError unless the member is a verified vendor of a recipient company.
 */
export class GetVendorRfp {
  constructor(
    private readonly rfps: Rfps,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, rfpId: string, companyId?: string): Promise<VendorRfpView> {
    const { rfp, companyId: company } = await rfpForVendor(this.rfps, rfpId, userId, companyId);
    // One conditional update moves a first view to `viewed`, with its audit entry; later views change nothing.
    await this.unitOfWork.run(async () => {
      if (!(await this.rfps.markViewed(rfp.id, company))) return;
      await this.audit.record({
        actorId: userId,
        subjectType: 'rfp',
        subjectId: rfp.id,
        verb: 'viewed',
        subjectLabel: rfp.title,
        notes: null,
        details: { companyId: company },
        at: this.clock.now(),
      });
    });
    return loadVendorRfp(this.rfps, rfp, company);
  }
}
