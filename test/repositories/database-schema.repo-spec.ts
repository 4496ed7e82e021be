import 'reflect-metadata';
import { ReferenceKind, type EntityClass, type EntityProperty } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/adapters/persistence/mikro-orm-options';
import { migratorOf } from '../../src/adapters/persistence/migrator';
import { PERSISTENCE_SCHEMAS } from '../../src/adapters/persistence/schemas';
import { CompanyRecord } from '../../src/adapters/persistence/schemas/company.schema';
import { columnsByRule, tableOf } from '../../src/adapters/persistence/tables';
import { createTestDatabase } from '../support/test-database';

// `npm run db:check` runs this file alone (scripts/db-check.mjs); `npm test` runs it with the repository tier.

/** What MikroORM would change to make the database match the entities; '' when they agree. */
async function updateSql(orm: MikroORM): Promise<string> {
  return (await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).trim();
}

describe('the entities and the migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(mikroOrmOptions(database.url));
    await migratorOf(orm).up();
  });
  afterAll(async () => {
    await orm?.close();
    await database?.drop();
  });

  it('describe the same schema: on a freshly migrated database MikroORM has nothing to change', async () => {
    const sql = await updateSql(orm);
    if (sql !== '') {
      throw new Error(
        'The entities (src/adapters/persistence/schemas) and the migrated schema differ. To make the database match ' +
          'the entities MikroORM would run:\n\n' +
          `${sql}\n\n` +
          'Write the migration that makes this change (npm run migration:create, docs/decisions/0022), or correct the entity.',
      );
    }
  });

  it('differ as soon as an entity has a column that no migration created', async () => {
    // The same entities plus one property, added while MikroORM reads the decorators: as if someone had
    // added `@Property({ type: 'text', nullable: true }) schemaCheckProbe` to CompanyRecord and no migration.
    const withProbe = await MikroORM.init(
      mikroOrmOptions(database.url, {
        discovery: {
          disableDynamicFileAccess: true,
          onMetadata: (meta) => {
            const probe: Partial<EntityProperty> = { name: 'schemaCheckProbe', kind: ReferenceKind.SCALAR, type: 'text', nullable: true };
            if (meta.className === CompanyRecord.name) meta.addProperty(probe, false);
          },
        },
      }),
    );
    try {
      // (Alone when the entities agree with the migrations: `alter table "companies" add column "schema_check_probe" text null;`.)
      expect(await updateSql(withProbe)).toMatch(/^alter table "companies" add column .*"schema_check_probe" text null;$/);
    } finally {
      await withProbe.close();
    }
  });

  it('name every table and column as the repositories’ row types derive them (tables.ts)', () => {
    for (const entity of PERSISTENCE_SCHEMAS as EntityClass<unknown>[]) {
      const meta = orm.getMetadata().get(entity.name);
      const columns = meta.props.filter((prop) => prop.kind === ReferenceKind.SCALAR || prop.owner).flatMap((prop) => prop.fieldNames);
      expect({ entity: entity.name, table: tableOf(entity).name, columns: [...columnsByRule(entity)].sort() }).toEqual({
        entity: entity.name,
        table: meta.tableName,
        columns: [...columns].sort(),
      });
    }
  });
});
