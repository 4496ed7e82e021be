import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/adapters/persistence/mikro-orm-options';
import { migratorOf } from '../../src/adapters/persistence/migrator';
import { insertBareCompany } from '../support/migration-rows';
import { createTestDatabase } from '../support/test-database';

// Migration20261207110000Projects turns every member's shortlist into their default project "My shortlist".
describe('Migration20261207110000Projects', () => {
  it("moves every member's shortlist, entry for entry with the time it was added, into a default project named My shortlist", async () => {
    const database = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmOptions(database.url));
    try {
      await migratorOf(orm).up({ to: 'Migration20261207100000StoredMatchRuns' });
      const knex = orm.em.fork().getKnex();
      const [ana, ben, carla] = await knex('users')
        .insert([{ email: 'ana@pharma.example' }, { email: 'ben@pharma.example' }, { email: 'carla@pharma.example' }])
        .returning('id')
        .then((rows: { id: string }[]) => rows.map((row) => row.id));
      const first = await insertBareCompany(knex, { name: 'First Labs' });
      const second = await insertBareCompany(knex, { name: 'Second Bio' });
      await knex('shortlist_entries').insert([
        { user_id: ana, company_id: first, created_at: '2026-10-01T09:00:00Z' },
        { user_id: ana, company_id: second, created_at: '2026-10-02T09:00:00Z' },
        { user_id: ben, company_id: second, created_at: '2026-11-05T12:00:00Z' },
      ]);

      await migratorOf(orm).up({ to: 'Migration20261207110000Projects' });

      const projects = await knex('projects').select('id', 'owner_id', 'name', 'is_default').orderBy('name');
      expect(projects.map((p: { owner_id: string; name: string; is_default: boolean }) => [p.owner_id, p.name, p.is_default]).sort()).toEqual(
        [
          [ana, 'My shortlist', true],
          [ben, 'My shortlist', true],
        ].sort(),
      );
      const entries = await knex('project_companies as pc')
        .join('projects as p', 'p.id', 'pc.project_id')
        .select('p.owner_id', 'pc.company_id', 'pc.status', 'pc.added_at')
        .orderBy('pc.added_at');
      expect(
        entries.map((e: { owner_id: string; company_id: string; status: string; added_at: string | Date }) => [
          e.owner_id,
          e.company_id,
          e.status,
          new Date(e.added_at).toISOString(),
        ]),
      ).toEqual([
        [ana, first, 'considering', '2026-10-01T09:00:00.000Z'],
        [ana, second, 'considering', '2026-10-02T09:00:00.000Z'],
        [ben, second, 'considering', '2026-11-05T12:00:00.000Z'],
      ]);
      // A member without a shortlist gets no project until they add a company.
      expect(projects.some((p: { owner_id: string }) => p.owner_id === carla)).toBe(false);
      expect(await knex.schema.hasTable('shortlist_entries')).toBe(false);
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});
