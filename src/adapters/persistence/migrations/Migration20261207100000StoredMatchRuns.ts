import { Migration } from '@mikro-orm/migrations';

/**
 * Stored match runs (docs/matching-and-projects.md): a requirement gains the optional `scale` criterion, the
 * results as computed when it was run (`results`, the matches shown) and how many the member's plan showed then
 * (`result_limit`), so a run keeps its address and reads the same later. Rows stored before hold null there.
 */
export class Migration20261207100000StoredMatchRuns extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "project_requirements" add column "scale" text null, add column "results" jsonb null, add column "result_limit" smallint null');
  }
}
