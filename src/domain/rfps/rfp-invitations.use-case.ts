import type { Account } from '../accounts/account';
import { SecretTokens } from '../accounts/accounts.port';
import { AuditLog } from '../audit/audit-log.port';
import { WebsiteDomains } from '../discovery/company-identity';
import type { ProjectActor } from '../projects/project';
import { Projects } from '../projects/projects.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { claimDomainCheck } from '../vendors/claim-domain-check';
import type { RfpRecipientStatus } from './rfp-rules';
import { RFP_INVITATIONS_PER_COMPANY, RFP_MESSAGES } from './rfp-rules';
import { assertOpen, rfpForBuyer, rfpLock } from './rfp-access';
import { RfpMailer } from './rfp-mailer.port';
import { buyerLine } from './rfp-views';
import { ClaimDomainMismatchError, InvalidRfpInputError, RecipientAlreadyDeliveredError, RfpInvitationInvalidError, TooManyRfpInvitationsError } from './rfps.errors';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import { Rfps } from './rfps.port';

/**
 * The buyer invites an address at a recipient company awaiting its claim (docs/rfps.md#invitations): at the
 * company's own domain, at most 3 a company and RFP; the mail's signed link (stored as its SHA-256, valid until
 * the deadline) lets them sign up, claim the company and answer.
 * @throws RfpNotFoundError, ProjectReadOnlyError, RfpNotOpenError, InvalidRfpInputError (not a recipient, domain),
 *   RecipientAlreadyDeliveredError, TooManyRfpInvitationsError.
 */
export class InviteRfpRecipient {
  constructor(
    private readonly rfps: Rfps,
    private readonly projects: Projects,
    private readonly domains: WebsiteDomains,
    private readonly tokens: SecretTokens,
    private readonly audit: AuditLog,
    private readonly mailer: RfpMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(actor: ProjectActor, rfpId: string, input: { companyId: string; email: string }): Promise<RfpRecipientStatus> {
    const { rfp } = await rfpForBuyer(this.rfps, this.projects, rfpId, actor, 'edit');
    assertOpen(rfp);
    const recipient = (await this.rfps.recipients(rfp.id)).find((r) => r.companyId === input.companyId);
    if (!recipient) throw new InvalidRfpInputError(RFP_MESSAGES.notARecipient);
    if (recipient.status !== 'awaiting_claim') throw new RecipientAlreadyDeliveredError();
    const [company] = await this.rfps.companies([input.companyId]);
    const email = input.email.trim().toLowerCase();
    if (claimDomainCheck(this.domains, email, company?.website ?? null).matches !== true) throw new InvalidRfpInputError(RFP_MESSAGES.invitationDomain);
    const token = this.tokens.generate();
    const now = this.clock.now();
    await this.unitOfWork.run(
      async () => {
        if ((await this.rfps.countInvitations(rfp.id, input.companyId)) >= RFP_INVITATIONS_PER_COMPANY) throw new TooManyRfpInvitationsError();
        await this.rfps.addInvitation({ rfpId: rfp.id, companyId: input.companyId, email, tokenHash: this.tokens.digest(token), expiresAt: rfp.deadline }, now);
        await this.audit.record({
          actorId: actor.id,
          subjectType: 'rfp',
          subjectId: rfp.id,
          verb: 'invitation_sent',
          subjectLabel: rfp.title,
          notes: null,
          details: { companyId: input.companyId },
          at: now,
        });
      },
      { lock: rfpLock(rfp.id) },
    );
    const sender = await this.rfps.sender(rfp.senderId);
    await this.mailer.sendInvitation(email, {
      companyName: recipient.companyName,
      title: rfp.title,
      buyer: buyerLine(rfp, sender),
      deadline: rfp.deadline,
      link: `${this.appUrl}/rfp-invitation?token=${encodeURIComponent(token)}`,
    });
    return recipient.status;
  }
}

/** What an invitation link shows before the claim. */
export interface RfpInvitationView {
  rfpTitle: string;
  companyId: string;
  companyName: string;
  emailDomain: string;
  deadline: Date;
}

/** What an invitation link is for. @throws RfpInvitationInvalidError for an unknown or expired token. */
export class ShowRfpInvitation {
  constructor(
    private readonly rfps: Rfps,
    private readonly domains: WebsiteDomains,
    private readonly tokens: SecretTokens,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<RfpInvitationView> {
    const found = await this.rfps.invitationByTokenHash(this.tokens.digest(token), this.clock.now());
    if (!found) throw new RfpInvitationInvalidError();
    const [company] = await this.rfps.companies([found.companyId]);
    if (!company) throw new RfpInvitationInvalidError();
    const emailDomain = company.website ? (this.domains.registrableDomain(company.website) ?? '') : '';
    return { rfpTitle: found.rfp.title, companyId: company.id, companyName: company.name, emailDomain, deadline: found.rfp.deadline };
  }
}

/**
 * Claims the company from an invitation link: the signed-in member's email must be at the company's domain, which
 * proves the affiliation; their vendor account for the company becomes verified (audited) and every recipient of the
 * company awaiting its claim (any RFP) becomes `delivered`.
 * @throws RfpInvitationInvalidError, ClaimDomainMismatchError.
 */
export class ClaimRfpInvitation {
  constructor(
    private readonly rfps: Rfps,
    private readonly vendorAccounts: VendorAccounts,
    private readonly domains: WebsiteDomains,
    private readonly tokens: SecretTokens,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(member: Account, token: string): Promise<{ rfpId: string; companyId: string }> {
    const now = this.clock.now();
    const found = await this.rfps.invitationByTokenHash(this.tokens.digest(token), now);
    if (!found) throw new RfpInvitationInvalidError();
    const [company] = await this.rfps.companies([found.companyId]);
    if (!company) throw new RfpInvitationInvalidError();
    if (claimDomainCheck(this.domains, member.email, company.website).matches !== true) throw new ClaimDomainMismatchError();
    await this.unitOfWork.run(
      async () => {
        await this.vendorAccounts.approveProvenClaim(member.id, company.id, now);
        const delivered = await this.rfps.deliverAwaitingClaims(company.id, now);
        await this.audit.record({
          actorId: member.id,
          subjectType: 'rfp',
          subjectId: found.rfp.id,
          verb: 'claimed',
          subjectLabel: found.rfp.title,
          notes: null,
          details: { companyId: company.id, deliveredRfpIds: delivered },
          at: now,
        });
      },
      { lock: `vendor-claim:${member.id}` },
    );
    return { rfpId: found.rfp.id, companyId: company.id };
  }
}
