import { Entity, Index, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { CompanyRecord } from './company.schema';

/**
 * What the directory's search reads of each company, kept with its read model (DirectoryListingRecord, same
 * triggers, same transaction) but in a table of its own: the document and the name trigrams are the widest and
 * most costly columns to index, and a rating change, which rewrites a listing, leaves them alone. The GIN indexes
 * keep no pending list (`fastupdate = off`): the directory is searched on every request and written rarely, and a
 * pending list is read through on every search until vacuum merges it.
 */
@Entity({ tableName: 'directory_search' })
@Index({
  name: 'directory_search_search_names_trgm',
  expression: 'create index "directory_search_search_names_trgm" on "directory_search" using gin ("search_names" gin_trgm_ops) with (fastupdate = off)',
})
@Index({
  name: 'directory_search_document_gin',
  expression: 'create index "directory_search_document_gin" on "directory_search" using gin ("document") with (fastupdate = off)',
})
@Index({
  name: 'directory_search_keywords_gin',
  expression: 'create index "directory_search_keywords_gin" on "directory_search" using gin ("keywords") with (fastupdate = off)',
})
export class DirectorySearchRecord {
  @OneToOne({ entity: () => CompanyRecord, ref: true, primary: true, deleteRule: 'cascade' })
  company!: Ref<CompanyRecord>;

  /** Lower-cased name and aliases: the exact-name and name-prefix ranks of a search. */
  @Property({ type: 'text[]' })
  nameVariants!: string[];

  /** Name, aliases and parent company, lower-cased: what search words match, by the start of a word or despite a typo. */
  @Property({ type: 'text' })
  searchNames!: string;

  /** The company's search document (names weight A, terms B, description C), copied from `companies`. */
  @Property({ type: 'tsvector' })
  document!: string;

  /**
   * The document without the description (names and terms: services, areas, modalities, phases and their
   * vocabulary): a text match found here ranks before one that needs the description.
   */
  @Property({ type: 'tsvector' })
  keywords!: string;
}
