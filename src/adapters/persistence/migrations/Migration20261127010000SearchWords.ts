import { Migration } from '@mikro-orm/migrations';

/**
 * Typo-tolerant name search that stays indexed at any directory size (docs/directory.md): every company keeps the
 * words of its names (name, aliases, parent) in `name_words` (GIN), and `search_words` holds every such word
 * once, with a prefix and a trigram index. A search word is first matched against this small vocabulary (by
 * prefix, trigram similarity or an edit distance of two), then the companies having one of the words found
 * are an index lookup. Matching the words of each company's names one by one, as before, cost a similarity
 * computation per company and word. A statement trigger adds the words of every written company.
 */
export class Migration20261127010000SearchWords extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists fuzzystrmatch');
    this.addSql(`alter table "companies" add column "name_words" text[] not null default '{}'`);
    // Searched on every directory request and written rarely: no pending list for a search to scan
    // (fastupdate), every write goes straight into the index.
    this.addSql('create index "companies_name_words_gin" on "companies" using gin ("name_words") with (fastupdate = off)');
    this.addSql('alter index "companies_search_document_gin" set (fastupdate = off)');
    this.addSql('drop index if exists "companies_search_names_trgm"');
    this.addSql('create table "search_words" ("word" text not null, constraint "search_words_pkey" primary key ("word"))');
    this.addSql('create index "search_words_word_pattern" on "search_words" ("word" text_pattern_ops)');
    this.addSql('create index "search_words_word_trgm" on "search_words" using gin ("word" gin_trgm_ops) with (fastupdate = off)');
    this.addSql(`create function "record_search_words"() returns trigger language plpgsql as $$
begin
  insert into "search_words" ("word") select distinct unnest("name_words") from "written_companies" on conflict do nothing;
  return null;
end $$`);
    // One trigger per event: PostgreSQL allows a transition table only on a single-event trigger.
    for (const event of ['insert', 'update']) {
      this.addSql(
        `create trigger "companies_search_words_${event}" after ${event} on "companies" referencing new table as "written_companies" for each statement execute function "record_search_words"()`,
      );
    }
  }
}
