import { AwardedEngagements } from '../../../src/domain/rfps/awarded-engagements.port';

/** Awarded RFPs in memory: who may act for the buyer (the sender, the project's owner), the company, when. */
export class InMemoryAwardedEngagements extends AwardedEngagements {
  readonly awards: { buyerIds: string[]; companyId: string; awardedAt: Date }[] = [];

  async exists(userId: string, companyId: string, at: Date): Promise<boolean> {
    return this.awards.some((a) => a.buyerIds.includes(userId) && a.companyId === companyId && a.awardedAt.getTime() <= at.getTime());
  }
}
