import { Migration } from '@mikro-orm/migrations';

/** Awarded RFPs by company: a member's review of that company is a verified engagement when they awarded it one (docs/rfps.md#verified-engagement). */
export class Migration20261207310000RfpAwardedCompanyIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "rfps_awarded_company_index" on "rfps" ("awarded_company_id") where "status" = 'awarded';`);
  }
}
