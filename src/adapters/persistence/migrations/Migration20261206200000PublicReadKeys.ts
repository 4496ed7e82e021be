import { Migration } from '@mikro-orm/migrations';

/** Past this many distinct keys in one statement's change, the notification says `*` (every answer). */
const MAX_KEYS = 100;

/**
 * Change notifications name what they affect, so caches purge only that (docs/decisions/0032-one-http-pipeline.md):
 * the payload of `NOTIFY biovetted_public_reads` becomes the space-separated surrogate keys of the change
 * (src/domain/directory/public-read-keys.ts): `directory` and `company:<uuid>` for a company or its rating
 * aggregates, `company:<uuid>` for an approved review or a vendor's response, `directory` for the platform means,
 * `*` for a truncate or a statement touching more than MAX_KEYS keys (a rescoring of every company).
 * Statement-level triggers with transition tables: one notification per statement, whatever the rows.
 * Rows an UPDATE left as they were announce nothing.
 */
export class Migration20261206200000PublicReadKeys extends Migration {
  override async up(): Promise<void> {
    for (const table of ['companies', 'company_rating_aggregates', 'review_responses', 'platform_rating_means']) {
      this.addSql(`drop trigger if exists "${table}_public_reads" on "${table}"`);
    }
    for (const op of ['insert', 'update', 'delete', 'truncate']) this.addSql(`drop trigger if exists "reviews_public_reads_${op}" on "reviews"`);

    this.addSql(`create or replace function "notify_public_reads"() returns trigger language plpgsql as $$
begin
  perform pg_notify('biovetted_public_reads', '*');
  return null;
end $$`);
    this.addSql(`create function "announce_public_reads"(keys text[]) returns void language plpgsql as $$
declare
  distinct_keys text[] := array(select distinct key from unnest(keys) as key where key is not null order by key);
begin
  if cardinality(distinct_keys) = 0 then
    return;
  end if;
  if cardinality(distinct_keys) > ${MAX_KEYS} then
    distinct_keys := array['*'];
  end if;
  perform pg_notify('biovetted_public_reads', array_to_string(distinct_keys, ' '));
end $$`);

    // The company ids a statement changed: the rows it inserted or deleted, and the rows an update really changed.
    const changedIds = (column: string, primaryKey: string, where = 'true') => `
  if TG_OP = 'INSERT' then
    ids := array(select n.${column} from new_rows n where ${where.replaceAll('$row', 'n')});
  elsif TG_OP = 'DELETE' then
    ids := array(select o.${column} from old_rows o where ${where.replaceAll('$row', 'o')});
  else
    ids := array(
      select n.${column} from new_rows n join old_rows o on o.${primaryKey} = n.${primaryKey}
      where to_jsonb(n) is distinct from to_jsonb(o) and (${where.replaceAll('$row', 'n')} or ${where.replaceAll('$row', 'o')})
      union
      select o.${column} from new_rows n join old_rows o on o.${primaryKey} = n.${primaryKey}
      where n.${column} is distinct from o.${column} and ${where.replaceAll('$row', 'o')}
    );
  end if;`;
    const keyFunction = (name: string, body: string, withDirectory: boolean) => `create function "${name}"() returns trigger language plpgsql as $$
declare
  ids uuid[];
begin${body}
  if cardinality(ids) > 0 then
    perform announce_public_reads(${withDirectory ? `array['directory'] || ` : ''}array(select 'company:' || id from unnest(ids) as id));
  end if;
  return null;
end $$`;
    this.addSql(keyFunction('companies_public_read_keys', changedIds('id', 'id'), true));
    this.addSql(keyFunction('company_rating_aggregates_public_read_keys', changedIds('company_id', 'company_id'), true));
    this.addSql(keyFunction('reviews_public_read_keys', changedIds('company_id', 'id', `$row.moderation_status = 'approved'`), false));
    // A response names its review; the company is the review's (a response deleted with its review is covered by the review's own trigger).
    this.addSql(`create function "review_responses_public_read_keys"() returns trigger language plpgsql as $$
declare
  ids uuid[];
begin
  if TG_OP = 'INSERT' then
    ids := array(select r.company_id from new_rows n join reviews r on r.id = n.review_id);
  elsif TG_OP = 'DELETE' then
    ids := array(select r.company_id from old_rows o join reviews r on r.id = o.review_id);
  else
    ids := array(select r.company_id from new_rows n join reviews r on r.id = n.review_id
      union select r.company_id from old_rows o join reviews r on r.id = o.review_id);
  end if;
  if cardinality(ids) > 0 then
    perform announce_public_reads(array(select 'company:' || id from unnest(ids) as id));
  end if;
  return null;
end $$`);
    this.addSql(`create function "platform_rating_means_public_read_keys"() returns trigger language plpgsql as $$
begin
  perform pg_notify('biovetted_public_reads', 'directory');
  return null;
end $$`);

    const keyed: [string, string][] = [
      ['companies', 'companies_public_read_keys'],
      ['company_rating_aggregates', 'company_rating_aggregates_public_read_keys'],
      ['reviews', 'reviews_public_read_keys'],
      ['review_responses', 'review_responses_public_read_keys'],
    ];
    for (const [table, fn] of keyed) {
      this.addSql(
        `create trigger "${table}_public_reads_insert" after insert on "${table}" referencing new table as new_rows for each statement execute function "${fn}"()`,
      );
      this.addSql(
        `create trigger "${table}_public_reads_update" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function "${fn}"()`,
      );
      this.addSql(
        `create trigger "${table}_public_reads_delete" after delete on "${table}" referencing old table as old_rows for each statement execute function "${fn}"()`,
      );
    }
    this.addSql(
      `create trigger "platform_rating_means_public_reads" after insert or update or delete on "platform_rating_means" for each statement execute function "platform_rating_means_public_read_keys"()`,
    );
    for (const table of ['companies', 'company_rating_aggregates', 'reviews', 'review_responses', 'platform_rating_means']) {
      this.addSql(`create trigger "${table}_public_reads_truncate" after truncate on "${table}" for each statement execute function "notify_public_reads"()`);
    }
  }
}
