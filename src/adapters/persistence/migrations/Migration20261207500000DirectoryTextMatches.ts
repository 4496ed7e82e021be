import { Migration } from '@mikro-orm/migrations';

/**
 * The companies whose search document matches a text query, each with whether every word is in its names or
 * terms (its keywords), read through the GIN indexes of `directory_search` only
 * (docs/decisions/0038-word-search-and-facets-at-scale.md). The planner costs a row-by-row match as one operator,
 * but a row's document is one to three kilobytes, most of it compressed or out of line: for a word that a third of
 * the directory matches it chose to read every document (a sequential scan) over the index. The index answers
 * both questions without reading a document, so sequential scans are off for this function's statement only.
 */
export class Migration20261207500000DirectoryTextMatches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "directory_text_matches"(query tsquery) returns table ("company_id" uuid, "in_terms" boolean)
language sql stable rows 1000 set enable_seqscan = off as $$
  select t."company_id", k."company_id" is not null
  from (select s."company_id" from "directory_search" s where s."document" @@ query) as t
  left join (select s."company_id" from "directory_search" s where s."keywords" @@ query) as k on k."company_id" = t."company_id"
$$`);
  }
}
