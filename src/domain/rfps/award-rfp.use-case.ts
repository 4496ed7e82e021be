import { AuditLog } from '../audit/audit-log.port';
import type { ProjectActor } from '../projects/project';
import { Projects } from '../projects/projects.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { assertOpen, rfpForBuyer, rfpLock } from './rfp-access';
import { RfpMailer } from './rfp-mailer.port';
import { RFP_MESSAGES } from './rfp-rules';
import { InvalidRfpInputError, RfpNotFoundError } from './rfps.errors';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { Rfps } from './rfps.port';

/**
 * Awards the RFP to a recipient that bid (docs/rfps.md#award-and-close): under the RFP's lock, re-reads the status
 * (a second award answers 409), sets the outcomes and the winner's project status `selected`. Then the winner's
 * vendors are mailed "selected" and the others' "not selected" (no figures, no winner's name).
 * @throws RfpNotFoundError, ProjectReadOnlyError, RfpNotOpenError, InvalidRfpInputError (no bid from that company).
 */
export class AwardRfp {
  constructor(
    private readonly rfps: Rfps,
    private readonly vendorAccounts: VendorAccounts,
    private readonly projects: Projects,
    private readonly audit: AuditLog,
    private readonly mailer: RfpMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(actor: ProjectActor, rfpId: string, companyId: string): Promise<void> {
    const { rfp } = await rfpForBuyer(this.rfps, this.projects, rfpId, actor, 'edit');
    await this.unitOfWork.run(
      async () => {
        const current = await this.rfps.find(rfp.id);
        if (!current) throw new RfpNotFoundError();
        assertOpen(current);
        const now = this.clock.now();
        if (!(await this.rfps.bids(rfp.id)).some((b) => b.companyId === companyId)) throw new InvalidRfpInputError(RFP_MESSAGES.awardWithoutBid);
        await this.rfps.award(rfp.id, companyId, now);
        await this.projects.setStatus(rfp.projectId, companyId, 'selected', now);
        await this.audit.record({
          actorId: actor.id,
          subjectType: 'rfp',
          subjectId: rfp.id,
          verb: 'awarded',
          subjectLabel: rfp.title,
          notes: null,
          details: { companyId },
          at: now,
        });
      },
      { lock: rfpLock(rfp.id) },
    );
    const recipients = await this.rfps.recipients(rfp.id);
    const contacts = await this.vendorAccounts.verifiedContactsOfCompanies(recipients.map((r) => r.companyId));
    for (const contact of contacts) {
      const companyName = recipients.find((r) => r.companyId === contact.companyId)!.companyName;
      if (contact.companyId === companyId) {
        await this.mailer.sendSelected(contact.email, {
          name: contact.name,
          companyName,
          title: rfp.title,
          link: `${this.appUrl}/vendor/rfps/${rfp.id}?companyId=${companyId}`,
        });
      } else {
        await this.mailer.sendNotSelected(contact.email, { name: contact.name, companyName, title: rfp.title });
      }
    }
  }
}

/**
 * Closes the RFP without an award; the recipients' vendors are mailed.
 * @throws RfpNotFoundError, ProjectReadOnlyError, RfpNotOpenError.
 */
export class CloseRfp {
  constructor(
    private readonly rfps: Rfps,
    private readonly vendorAccounts: VendorAccounts,
    private readonly projects: Projects,
    private readonly audit: AuditLog,
    private readonly mailer: RfpMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(actor: ProjectActor, rfpId: string): Promise<void> {
    const { rfp } = await rfpForBuyer(this.rfps, this.projects, rfpId, actor, 'edit');
    const now = this.clock.now();
    await this.unitOfWork.run(
      async () => {
        const current = await this.rfps.find(rfp.id);
        if (!current) throw new RfpNotFoundError();
        assertOpen(current);
        await this.rfps.close(rfp.id, now);
        await this.audit.record({
          actorId: actor.id,
          subjectType: 'rfp',
          subjectId: rfp.id,
          verb: 'closed',
          subjectLabel: rfp.title,
          notes: null,
          details: null,
          at: now,
        });
      },
      { lock: rfpLock(rfp.id) },
    );
    const recipients = await this.rfps.recipients(rfp.id);
    for (const contact of await this.vendorAccounts.verifiedContactsOfCompanies(recipients.map((r) => r.companyId))) {
      const companyName = recipients.find((r) => r.companyId === contact.companyId)!.companyName;
      await this.mailer.sendClosed(contact.email, { name: contact.name, companyName, title: rfp.title });
    }
  }
}
