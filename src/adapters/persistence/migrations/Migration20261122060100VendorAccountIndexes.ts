import { Migration } from '@mikro-orm/migrations';

/**
 * One live (pending or approved) vendor registration per member and company, enforced by the database
 * as well as by RegisterVendor's lock (ADR 0011: after a rejection the member may register again), and
 * an index for the admin's pending-vendors queue (status, oldest first).
 */
export class Migration20261122060100VendorAccountIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create unique index "vendor_accounts_user_company_live_unique" on "vendor_accounts" ("user_id", "company_id") where "status" <> \'rejected\'');
    this.addSql('create index "vendor_accounts_status_created_at_index" on "vendor_accounts" ("status", "created_at")');
  }
}
