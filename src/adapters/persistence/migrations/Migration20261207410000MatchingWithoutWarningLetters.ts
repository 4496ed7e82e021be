import { Migration } from '@mikro-orm/migrations';

/**
 * A match run keeps whether the buyer left out the companies with a confirmed FDA warning letter
 * (docs/matching-and-projects.md); runs stored before the option kept every company.
 */
export class Migration20261207410000MatchingWithoutWarningLetters extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "project_requirements" add column "exclude_fda_warning_letters" boolean not null default false');
  }
}
