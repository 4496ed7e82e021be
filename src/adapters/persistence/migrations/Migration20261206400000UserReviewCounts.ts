import { Migration } from '@mikro-orm/migrations';

/**
 * `company_rating_aggregates.user_review_count`: the approved reviews of type `user` among `review_count`, the count
 * the anonymity threshold reads (below 3 a company's category scores and its reviews' context are not public,
 * docs/security.md). Filled from the reviews: demo reviews count where the stored aggregate counted them (it was
 * computed in demo mode), not otherwise.
 */
export class Migration20261206400000UserReviewCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "company_rating_aggregates" add column "user_review_count" integer not null default 0');
    this.addSql(`with counts as (
  select "company_id",
    count(*) as all_reviews,
    count(*) filter (where "review_type" = 'user') as all_user,
    count(*) filter (where "review_type" = 'user' and not "is_demo") as real_user
  from "reviews" where "moderation_status" = 'approved' and "company_id" is not null group by "company_id")
update "company_rating_aggregates" a
  set "user_review_count" = case when a."review_count" = counts.all_reviews then counts.all_user else counts.real_user end
  from counts where counts."company_id" = a."company_id"`);
  }
}
