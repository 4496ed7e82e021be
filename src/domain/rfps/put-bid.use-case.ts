import { AuditLog } from '../audit/audit-log.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { checkedBid, type BidRequest } from './bid-rules';
import type { Bid } from './rfp';
import { assertOpen, rfpForVendor, rfpLock } from './rfp-access';
import { RfpDeadlinePassedError, RfpNotFoundError } from './rfps.errors';
import { Rfps } from './rfps.port';

/**
 * A vendor's bid for their company, or its revision, until the deadline (docs/rfps.md#bids); a declined recipient
 * may still bid. Under the RFP's lock the status is read again, so a bid racing an award either lands before it or
 * answers 409.
 * @throws RfpNotFoundError, InvalidRfpInputError (the bid's rules), RfpNotOpenError, RfpDeadlinePassedError.
 */
export class PutBid {
  constructor(
    private readonly rfps: Rfps,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, rfpId: string, request: BidRequest & { companyId?: string }): Promise<Bid> {
    const { rfp, companyId } = await rfpForVendor(this.rfps, rfpId, userId, request.companyId);
    const now = this.clock.now();
    const bid = checkedBid(request, rfp.projectType, now.toISOString().slice(0, 10));
    return this.unitOfWork.run(
      async () => {
        const current = await this.rfps.find(rfp.id);
        if (!current) throw new RfpNotFoundError();
        assertOpen(current);
        // The moment under the lock, so a stored bid's time is before any award that follows it.
        const at = this.clock.now();
        if (at.getTime() >= current.deadline.getTime()) throw new RfpDeadlinePassedError();
        const stored = await this.rfps.putBid(rfp.id, companyId, bid, at);
        await this.rfps.setRecipientStatus(rfp.id, companyId, 'bid', null);
        await this.audit.record({
          actorId: userId,
          subjectType: 'rfp',
          subjectId: rfp.id,
          verb: stored.revision === 1 ? 'bid_submitted' : 'bid_revised',
          subjectLabel: rfp.title,
          notes: null,
          details: { companyId, revision: stored.revision },
          at,
        });
        return stored;
      },
      { lock: rfpLock(rfp.id) },
    );
  }
}
