import { Migration } from '@mikro-orm/migrations';

/**
 * One verification concept (docs/decisions/0025): an admin's approval of an application now also marks
 * the member industry-verified. Members approved before that were left unverified and asked to verify again
 * (a second admin queue item for the same person); this gives them what an approval gives today. Data only.
 */
export class Migration20261128100000ApprovedMembersIndustryVerified extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "users" set "industry_verified" = true, "updated_at" = now() where "user_type" = 'reviewer' and "verification_level" = 'verified' and "industry_verified" = false`,
    );
  }
}
