import { MIGRATION_NAMES } from './migrations';

/**
 * The migration that removed what every migration since taken off the list had made. A database that ran one of
 * those migrations upgrades only if it has run this one too (docs/operations.md#upgrading-an-older-database).
 */
export const OLDEST_UPGRADABLE_MIGRATION = 'Migration20261206100000DirectoryOnPostgresql';

/** A database whose schema this version cannot bring up to date: it ran migrations the list no longer has. */
export class DatabaseTooOldToUpgrade extends Error {
  constructor(readonly removedMigrations: string[]) {
    super(
      `This database ran migrations this version no longer has (${removedMigrations.join(', ')}) and has not reached ` +
        `${OLDEST_UPGRADABLE_MIGRATION}, which removes what they made. Start it once with an earlier version, or start ` +
        'from an empty database (docs/operations.md#upgrading-an-older-database). Nothing was changed.',
    );
    this.name = 'DatabaseTooOldToUpgrade';
  }
}

/**
 * Checks, before any migration runs, that the pending migrations can bring this database up to date, given the names
 * of the migrations it has run (executedMigrationNames).
 * @throws DatabaseTooOldToUpgrade when the database ran a migration that is no longer listed but not
 *   OLDEST_UPGRADABLE_MIGRATION; a database that ran newer migrations than this version knows passes, as before.
 */
export function checkUpgradePath(executed: readonly string[]): void {
  const listed = new Set(MIGRATION_NAMES);
  const removed = executed.filter((name) => !listed.has(name));
  if (removed.length > 0 && !executed.includes(OLDEST_UPGRADABLE_MIGRATION)) throw new DatabaseTooOldToUpgrade(removed);
}
