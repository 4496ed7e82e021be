import { Migration } from '@mikro-orm/migrations';

/**
 * One member per Stripe customer: the webhook finds the member by the customer id, so two members
 * holding one id (or one id overwritten by a concurrent subscribe) must be impossible (ADR 0010).
 */
export class Migration20261122060000UniqueStripeCustomer extends Migration {
  override async up(): Promise<void> {
    this.addSql('create unique index "users_stripe_customer_id_unique" on "users" ("stripe_customer_id") where "stripe_customer_id" is not null');
  }
}
