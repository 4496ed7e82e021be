import { Migration } from '@mikro-orm/migrations';

/**
 * Counters of rate-limiter-flexible's PostgreSQL store (sign-in, sign-up and forgot-password
 * limits), shared by every app instance. `expire` is in Unix milliseconds.
 */
export class Migration20261122010000RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint)');
    this.addSql('create index "rate_limits_expire_index" on "rate_limits" ("expire")');
  }
}
