import type { IMigrator } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadMigrations } from './migrations';

/**
 * The ORM's migrator over the committed migrations. The migrator (umzug and its command-line stack) and the
 * migration classes load on the first call for an ORM, not with the ORM: most starts find nothing to migrate.
 */
export function migratorOf(orm: MikroORM): IMigrator {
  if (!orm.config.getExtension('@mikro-orm/migrator')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
    const { Migrator } = require('@mikro-orm/migrations') as typeof import('@mikro-orm/migrations');
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList: loadMigrations() });
    Migrator.register(orm);
  }
  return orm.getMigrator();
}

/**
 * The names of the migrations this database has run, oldest first (none when it was never migrated), read from the
 * migrator's own table without loading the migrator.
 */
export async function executedMigrationNames(orm: MikroORM): Promise<string[]> {
  const table = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  const connection = orm.em.getConnection();
  const [found] = await connection.execute<{ exists: boolean }[]>('select to_regclass(?) is not null as exists', [table]);
  if (!found.exists) return [];
  const rows = await connection.execute<{ name: string }[]>(`select name from ${orm.em.getPlatform().quoteIdentifier(table)} order by id`);
  // Compared as the migrator compares them: without the .js or .ts ending that a migration run from its file may have stored.
  return rows.map((row) => row.name.replace(/\.[jt]s$/, ''));
}
