import { AuditLog } from '../audit/audit-log.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { assertOpen, rfpForVendor, rfpLock } from './rfp-access';
import { loadVendorRfp, type VendorRfpView } from './rfp-views';
import { RfpNotFoundError } from './rfps.errors';
import { Rfps } from './rfps.port';

/**
 * A vendor declines the RFP for their company with a reason (the buyer sees it).
 * @throws RfpNotFoundError, RfpNotOpenError.
 */
export class DeclineRfp {
  constructor(
    private readonly rfps: Rfps,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, rfpId: string, input: { companyId?: string; reason: string }): Promise<VendorRfpView> {
    const { rfp, companyId } = await rfpForVendor(this.rfps, rfpId, userId, input.companyId);
    await this.unitOfWork.run(
      async () => {
        const current = await this.rfps.find(rfp.id);
        if (!current) throw new RfpNotFoundError();
        assertOpen(current);
        await this.rfps.setRecipientStatus(rfp.id, companyId, 'declined', input.reason);
        await this.audit.record({
          actorId: userId,
          subjectType: 'rfp',
          subjectId: rfp.id,
          verb: 'declined',
          subjectLabel: rfp.title,
          notes: input.reason,
          details: { companyId },
          at: this.clock.now(),
        });
      },
      { lock: rfpLock(rfp.id) },
    );
    return loadVendorRfp(this.rfps, (await this.rfps.find(rfp.id))!, companyId);
  }
}
