import { Migration } from '@mikro-orm/migrations';

/**
 * Name search moved into each instance's directory index (docs/decisions/0027-directory-index.md): the words of
 * every company's names are matched in memory, so the vocabulary table, its trigger and indexes, the array
 * index on `name_words` and the edit-distance extension have no reader left. `name_words` itself stays: the
 * index reads it.
 */
export class Migration20261128110000NameSearchInMemory extends Migration {
  override async up(): Promise<void> {
    for (const event of ['insert', 'update']) this.addSql(`drop trigger if exists "companies_search_words_${event}" on "companies"`);
    this.addSql('drop function if exists "record_search_words"()');
    this.addSql('drop table if exists "search_words"');
    this.addSql('drop index if exists "companies_name_words_gin"');
    this.addSql('drop extension if exists fuzzystrmatch');
  }
}
