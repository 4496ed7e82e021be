import { Migration } from '@mikro-orm/migrations';

/**
 * The directory's version (docs/decisions/0027-directory-index.md): one row whose number every statement that
 * writes companies or their rating aggregates raises, in its own transaction. An app instance compares it with
 * the version its in-memory directory index was built at, so a committed change is in the next answer, on every
 * instance, without waiting for a notification; an uncommitted one is never read.
 */
export class Migration20261127020000DirectoryVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "directory_versions" ("id" smallint not null default 1, "version" bigint not null default 0, ' +
        'constraint "directory_versions_pkey" primary key ("id"), constraint "directory_versions_single_row" check ("id" = 1))',
    );
    this.addSql('insert into "directory_versions" ("id", "version") values (1, 0)');
    this.addSql(`create function "bump_directory_version"() returns trigger language plpgsql as $$
begin
  update "directory_versions" set "version" = "version" + 1 where "id" = 1;
  return null;
end $$`);
    for (const table of ['companies', 'company_rating_aggregates']) {
      this.addSql(
        `create trigger "${table}_directory_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_directory_version"()`,
      );
    }
  }
}
