import 'reflect-metadata';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/adapters/persistence/mikro-orm-options';
import { MIGRATION_NAMES } from '../../src/adapters/persistence/migrations';
import { migratorOf } from '../../src/adapters/persistence/migrator';
import { prepareDatabase } from '../../src/adapters/persistence/seed/prepare-database';
import { DatabaseTooOldToUpgrade, OLDEST_UPGRADABLE_MIGRATION } from '../../src/adapters/persistence/upgrade-path';
import { Argon2PasswordHasher } from '../../src/adapters/crypto/argon2-password-hasher.adapter';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Migrations taken off the list (those of the in-memory directory index) are still recorded in the databases that
// ran them. Start-up upgrades such a database only once it has run the migration that removed what they made.
describe('Upgrading a database that ran migrations no longer listed', () => {
  const REMOVED = 'Migration20261127020000DirectoryVersions';
  let database: TestDatabase;
  let orm: MikroORM;
  beforeEach(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(mikroOrmOptions(database.url));
  });
  afterEach(async () => {
    await orm.close();
    await database.drop();
  });

  const start = () =>
    prepareDatabase(orm, {
      projectRoot: join(__dirname, '../..'),
      demoMode: false,
      demoPassword: 'unused',
      hasher: new Argon2PasswordHasher(),
      now: new Date(),
      loadDataset: false,
    });
  const recordExecuted = (name: string) => orm.em.getKnex()('mikro_orm_migrations').insert({ name, executed_at: new Date() });
  const executed = async () => (await migratorOf(orm).getExecutedMigrations()).map((migration) => migration.name);

  it('refuses a database that ran one before the directory moved to PostgreSQL, names it, and changes nothing', async () => {
    await migratorOf(orm).up({ to: 'Migration20261127010000SearchWords' });
    await recordExecuted(REMOVED);
    const before = await executed();

    const refusal = await start().catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(DatabaseTooOldToUpgrade);
    expect((refusal as Error).message).toContain(REMOVED);
    expect((refusal as Error).message).toContain(OLDEST_UPGRADABLE_MIGRATION);
    expect(await executed()).toEqual(before);
    expect(await orm.em.getConnection().execute(`select to_regclass('directory_listings') as "table"`)).toEqual([{ table: null }]);
  });

  it('upgrades a database that ran one and then the migration that removed what it made', async () => {
    await migratorOf(orm).up({ to: OLDEST_UPGRADABLE_MIGRATION });
    await recordExecuted(REMOVED);

    const report = await start();

    expect(report.migrationsApplied).toContain('Migration20261207500000DirectoryTextMatches');
    expect(await executed()).toEqual(expect.arrayContaining([REMOVED, 'Migration20261207500000DirectoryTextMatches']));
  });

  it('upgrades a database that never ran one, from empty', async () => {
    const report = await start();

    expect(report.migrationsApplied[0]).toBe('Migration20261122000000InitialSchema');
    expect(report.migrationsApplied).toContain(OLDEST_UPGRADABLE_MIGRATION);
  });

  it('applies, at a start, exactly the listed migrations the database has not run, in order', async () => {
    await migratorOf(orm).up({ to: OLDEST_UPGRADABLE_MIGRATION });

    const report = await start();

    expect(report.migrationsApplied).toEqual(MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf(OLDEST_UPGRADABLE_MIGRATION) + 1));
  });

  it('applies nothing at the next start of a database that ran every listed migration', async () => {
    await start();

    const report = await start();

    expect(report.migrationsApplied).toEqual([]);
    expect(await executed()).toEqual(MIGRATION_NAMES);
  });
});
