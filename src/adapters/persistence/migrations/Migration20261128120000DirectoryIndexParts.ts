import { Migration } from '@mikro-orm/migrations';

/**
 * The directory index in two parts (docs/decisions/0027-directory-index.md):
 * - `search_lexemes`: the stems of each company's names and description, as the search document has them,
 *   so the index answers full-text searches without reading documents back;
 * - `directory_versions.ratings_version`: raised by writes to rating aggregates (an approval), while
 *   `version` is raised only by writes to companies; an instance then refreshes only the ratings part of its
 *   index after an approval, instead of rereading every company.
 */
export class Migration20261128120000DirectoryIndexParts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "companies" add column "search_lexemes" text[] generated always as ` +
        `(tsvector_to_array(to_tsvector('english'::regconfig, search_names || ' ' || coalesce(description, '')))) stored`,
    );
    this.addSql('alter table "directory_versions" add column "ratings_version" bigint not null default 0');
    this.addSql(`create function "bump_ratings_version"() returns trigger language plpgsql as $$
begin
  update "directory_versions" set "ratings_version" = "ratings_version" + 1 where "id" = 1;
  return null;
end $$`);
    this.addSql('drop trigger "company_rating_aggregates_directory_version" on "company_rating_aggregates"');
    this.addSql(
      'create trigger "company_rating_aggregates_ratings_version" after insert or update or delete or truncate on "company_rating_aggregates" ' +
        'for each statement execute function "bump_ratings_version"()',
    );
  }
}
