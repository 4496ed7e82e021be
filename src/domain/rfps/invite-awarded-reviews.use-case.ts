import { AuditLog } from '../audit/audit-log.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { RfpMailer } from './rfp-mailer.port';
import { REVIEW_INVITATION_DAYS_AFTER_AWARD } from './rfp-rules';
import { Rfps } from './rfps.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mails each awarded RFP's sender once, "How was working with {company}?", when the project brief's end date has
 * come or, without one, 90 days after the award (docs/rfps.md#verified-engagement). Each mail is claimed by a
 * conditional update in its own transaction with its audit entry, so instances running it together send it once.
 * @returns how many invitations were sent.
 */
export class InviteAwardedReviews {
  constructor(
    private readonly rfps: Rfps,
    private readonly audit: AuditLog,
    private readonly mailer: RfpMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly appUrl: string,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    let sent = 0;
    for (const engagement of await this.rfps.awaitingReviewInvitation()) {
      const due = engagement.endDate
        ? new Date(`${engagement.endDate}T00:00:00Z`)
        : new Date(engagement.awardedAt.getTime() + REVIEW_INVITATION_DAYS_AFTER_AWARD * DAY_MS);
      if (now.getTime() < due.getTime()) continue;
      const claimed = await this.unitOfWork.run(async () => {
        if (!(await this.rfps.claimReviewInvitation(engagement.rfpId, now))) return false;
        await this.audit.record({
          actorId: engagement.senderId,
          subjectType: 'rfp',
          subjectId: engagement.rfpId,
          verb: 'review_invited',
          subjectLabel: engagement.companyName,
          notes: null,
          details: { companyId: engagement.companyId },
          at: now,
        });
        return true;
      });
      if (!claimed) continue;
      await this.mailer.sendReviewInvitation(engagement.senderEmail, {
        companyName: engagement.companyName,
        link: `${this.appUrl}/submit-review?companyId=${engagement.companyId}`,
      });
      sent += 1;
    }
    return sent;
  }
}
