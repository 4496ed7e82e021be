import { Migration } from '@mikro-orm/migrations';

const POOLS = [
  'overall',
  'technical_expertise',
  'project_management',
  'communication',
  'timeline',
  'pricing',
  'change_orders',
  'contract_negotiation',
  'regulatory_compliance',
];

/**
 * Where each listed company's evidence stands in each pool (docs/matching-and-projects.md "Evidence"), kept in
 * `evidence_standings` so that matching reads it instead of ranking 20,000 values per pool on every request. Any
 * statement that writes `directory_listings` marks the standings stale (`evidence_pools_state`, one row); matching
 * recomputes them, once, before it reads them again: every such statement raises `version`, and the standings are
 * fresh while `standings_version` (the version they were computed at) equals it, so a write that commits during a
 * recomputation leaves them stale.
 */
export class Migration20261207120000EvidenceStandings extends Migration {
  override async up(): Promise<void> {
    const columns = POOLS.map((pool) => `"below_${pool}" int null, "equal_${pool}" int null, "n_${pool}" int null`).join(', ');
    this.addSql(`create table "evidence_standings" ("company_id" uuid not null, ${columns}, constraint "evidence_standings_pkey" primary key ("company_id"))`);
    this.addSql(
      'create table "evidence_pools_state" ("id" smallint not null default 1, "version" bigint not null default 1, "standings_version" bigint not null default 0, ' +
        'constraint "evidence_pools_state_pkey" primary key ("id"), constraint "evidence_pools_state_single_row" check ("id" = 1))',
    );
    this.addSql('insert into "evidence_pools_state" ("id") values (1)');
    this.addSql(`create function "mark_evidence_stale"() returns trigger language plpgsql as $$
begin
  update "evidence_pools_state" set "version" = "version" + 1 where "id" = 1;
  return null;
end $$`);
    this.addSql(
      'create trigger "directory_listings_evidence_stale" after insert or update or delete or truncate on "directory_listings" for each statement execute function "mark_evidence_stale"()',
    );
  }
}
