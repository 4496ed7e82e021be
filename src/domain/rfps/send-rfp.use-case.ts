import type { Account } from '../accounts/account';
import { AuditLog } from '../audit/audit-log.port';
import { InsightCounters } from '../insights/insight-counters.port';
import type { ProjectType } from '../matching/project-requirements';
import { projectFor } from '../projects/project-access';
import { Projects } from '../projects/projects.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { entitlementsOf } from '../subscriptions/entitlements';
import { RfpMailer } from './rfp-mailer.port';
import { RFP_MESSAGES, RFP_RECIPIENTS_MAX, RFP_RECIPIENTS_MIN, RFPS_PER_DAY } from './rfp-rules';
import { buyerLine } from './rfp-views';
import { DailyRfpLimitError, InvalidRfpInputError, OpenRfpLimitError, RfpSenderNotApprovedError } from './rfps.errors';
import type { NewRfp } from './rfp';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { Rfps } from './rfps.port';

/** What the buyer sends: the RFP (the project type defaulting to the brief's) and the companies it goes to. */
export interface SendRfpInput extends Omit<NewRfp, 'projectId' | 'senderId' | 'projectType'> {
  projectType: ProjectType | null;
  companyIds: string[];
}

/**
 * Sends an RFP from a project to 1-5 of its listed companies (docs/rfps.md#sending). In one transaction under the
 * sender's lock: the plan's open-RFP limit and 20 a day, the RFP and its recipients (`delivered` with a verified
 * vendor, else `awaiting_claim`), each company's project status `rfp_sent`, the `rfp_received` insight count and the
 * audit entry. Then each verified vendor of a delivered company is mailed.
 * @returns the new RFP's id.
 * @throws RfpSenderNotApprovedError, InvalidRfpInputError (deadline, project type, companies), OpenRfpLimitError,
 *   DailyRfpLimitError; ProjectNotFoundError / ProjectReadOnlyError from the project's access.
 */
export class SendRfp {
  constructor(
    private readonly rfps: Rfps,
    private readonly vendorAccounts: VendorAccounts,
    private readonly projects: Projects,
    private readonly insights: InsightCounters,
    private readonly audit: AuditLog,
    private readonly mailer: RfpMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(member: Account, projectId: string, input: SendRfpInput): Promise<string> {
    const { project } = await projectFor(this.projects, projectId, { id: member.id, email: member.email }, 'edit');
    if (member.verificationLevel !== 'verified') throw new RfpSenderNotApprovedError();
    const now = this.clock.now();
    if (!(input.deadline.getTime() > now.getTime())) throw new InvalidRfpInputError(RFP_MESSAGES.deadline);
    const projectType = input.projectType ?? project.brief.projectType;
    if (!projectType) throw new InvalidRfpInputError(RFP_MESSAGES.projectType);
    const companyIds = [...new Set(input.companyIds)];
    if (companyIds.length < RFP_RECIPIENTS_MIN || companyIds.length > RFP_RECIPIENTS_MAX) throw new InvalidRfpInputError(RFP_MESSAGES.companies);
    const entries = new Set((await this.projects.entries(project.id)).map((e) => e.companyId));
    const companies = await this.rfps.companies(companyIds);
    if (companyIds.some((id) => !entries.has(id) || !companies.find((c) => c.id === id && c.listed))) throw new InvalidRfpInputError(RFP_MESSAGES.companyNotInProject);

    const contacts = await this.vendorAccounts.verifiedContactsOfCompanies(companyIds);
    const rfpId = await this.unitOfWork.run(
      async () => {
        const limit = entitlementsOf(member.subscriptionTier, member.userType === 'admin').openRfps;
        if ((await this.rfps.countOpenBySender(member.id)) >= limit) throw new OpenRfpLimitError(limit);
        const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
        if ((await this.rfps.countSentSince(member.id, dayStart)) >= RFPS_PER_DAY) throw new DailyRfpLimitError();
        const recipients = companyIds.map((companyId) => ({
          companyId,
          status: contacts.some((c) => c.companyId === companyId) ? ('delivered' as const) : ('awaiting_claim' as const),
        }));
        const id = await this.rfps.create(
          {
            projectId: project.id,
            senderId: member.id,
            title: input.title,
            scope: input.scope,
            deadline: input.deadline,
            budgetBand: input.budgetBand,
            revealIdentity: input.revealIdentity,
            buyerOrganizationType: input.buyerOrganizationType,
            projectType,
          },
          recipients,
          now,
        );
        for (const companyId of companyIds) await this.projects.setStatus(project.id, companyId, 'rfp_sent', now);
        await this.insights.add('rfp_received', companyIds, now);
        await this.audit.record({
          actorId: member.id,
          subjectType: 'rfp',
          subjectId: id,
          verb: 'sent',
          subjectLabel: input.title,
          notes: null,
          details: { companyIds },
          at: now,
        });
        return id;
      },
      { lock: `rfp-sender:${member.id}` },
    );

    const sender = await this.rfps.sender(member.id);
    const buyer = buyerLine({ revealIdentity: input.revealIdentity, buyerOrganizationType: input.buyerOrganizationType }, sender);
    for (const contact of contacts) {
      const companyName = companies.find((c) => c.id === contact.companyId)!.name;
      await this.mailer.sendReceived(contact.email, {
        name: contact.name,
        companyName,
        title: input.title,
        buyer,
        deadline: input.deadline,
        link: `${this.appUrl}/vendor/rfps/${rfpId}?companyId=${contact.companyId}`,
      });
    }
    return rfpId;
  }
}
