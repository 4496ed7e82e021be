import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InviteAwardedReviews } from '../../domain/rfps/invite-awarded-reviews.use-case';
import { PeriodicJob } from '../periodic-job';

/** Hourly, on every instance: invites each awarded RFP's sender to review the company once it is due (docs/rfps.md#verified-engagement). */
@Injectable()
export class AwardedReviewInvitationScheduler extends PeriodicJob {
  constructor(
    private readonly inviteReviews: InviteAwardedReviews,
    registry: SchedulerRegistry,
  ) {
    super(registry, 'rfp-awarded-review-invitations', 60 * 60 * 1000, 'RFP review invitations failed');
  }

  protected async run(): Promise<void> {
    const sent = await this.inviteReviews.execute();
    if (sent > 0) this.logger.log({ sent }, 'RFP review invitations sent');
  }
}
