import { Migration } from '@mikro-orm/migrations';

/**
 * companyNameKey used to give "" for names without a Latin letter or digit ("药明康德"); it now keys
 * them to their NFKC, lower-cased, whitespace-collapsed form. Rewrites stored empty keys the same way
 * (PostgreSQL's normalize(…, NFKC)), so a non-Latin company no longer blocks every other one.
 */
export class Migration20261122080000NonLatinNameKeys extends Migration {
  override async up(): Promise<void> {
    for (const table of ['companies', 'company_submissions']) {
      this.addSql(`update "${table}" set "name_key" = btrim(regexp_replace(lower(normalize("name", NFKC)), '\\s+', ' ', 'g')) where "name_key" = ''`);
    }
  }
}
