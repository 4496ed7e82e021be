import { Migration } from '@mikro-orm/migrations';

/** [table, old column, new column] */
const RENAMES = [
  ['users', 'moderated_by', 'moderator_id'],
  ['reviews', 'moderated_by', 'moderator_id'],
  ['vendor_accounts', 'moderated_by', 'moderator_id'],
  ['email_verification_requests', 'reviewed_by', 'reviewer_id'],
  ['company_submissions', 'reviewed_by', 'reviewer_id'],
  ['company_submissions', 'submitted_by', 'submitter_id'],
] as const;

/**
 * Foreign-key columns follow the naming strategy's rule, `<relation>_id` (docs/decisions/0022), so the
 * repositories' row types derive their names from the entities: `moderated_by` becomes `moderator_id`,
 * `reviewed_by` `reviewer_id`, `submitted_by` `submitter_id`, and their constraints are renamed to match.
 * Renames touch only the catalogue (no table rewrite); app instances still running older code must stop
 * before this runs.
 */
export class Migration20261124000000ModeratorColumnNames extends Migration {
  override async up(): Promise<void> {
    for (const [table, from, to] of RENAMES) {
      this.addSql(`alter table "${table}" rename column "${from}" to "${to}"`);
      this.addSql(`alter table "${table}" rename constraint "${table}_${from}_foreign" to "${table}_${to}_foreign"`);
    }
  }
}
