import { Entity, Index, PrimaryKey } from '@mikro-orm/core';

/**
 * One word of some company's names, once (Migration20261127010000SearchWords): the vocabulary a search word
 * is matched against, by prefix (pattern index) or despite a typo (trigram index, edit distance). Filled by a
 * trigger on companies; a word no company uses any more is harmless and stays.
 */
@Entity({ tableName: 'search_words' })
@Index({ name: 'search_words_word_pattern', expression: 'create index "search_words_word_pattern" on "search_words" ("word" text_pattern_ops)' })
@Index({ name: 'search_words_word_trgm', expression: 'create index "search_words_word_trgm" on "search_words" using gin ("word" gin_trgm_ops) with (fastupdate = off)' })
export class SearchWordRecord {
  @PrimaryKey({ type: 'text' })
  word!: string;
}
