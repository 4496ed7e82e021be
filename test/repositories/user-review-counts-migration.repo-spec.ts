import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/adapters/persistence/mikro-orm-options';
import { migratorOf } from '../../src/adapters/persistence/migrator';
import { insertBareCompany } from '../support/migration-rows';
import { createTestDatabase } from '../support/test-database';

// The anonymity threshold reads company_rating_aggregates.user_review_count; Migration20261206400000UserReviewCounts
// fills it for aggregates computed before it existed, counting demo reviews where the aggregate did.
describe('Migration20261206400000UserReviewCounts', () => {
  it("fills each aggregate's approved user reviews: intelligence and unapproved reviews never, demo reviews where the aggregate counted them", async () => {
    const database = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmOptions(database.url));
    try {
      await migratorOf(orm).up({ to: 'Migration20261128120000RolesAndAudit' });
      const em = orm.em.fork();
      const knex = em.getKnex();
      const ids: Record<string, string> = {
        'Counted In Demo': await insertBareCompany(knex, { name: 'Counted In Demo' }),
        'Counted Without Demo': await insertBareCompany(knex, { name: 'Counted Without Demo' }),
      };
      const review = (companyId: string, overrides: Record<string, unknown> = {}) => ({
        company_id: companyId,
        service_type: 'CRO',
        moderation_status: 'approved',
        review_type: 'user',
        is_demo: false,
        ...overrides,
      });
      for (const companyId of Object.values(ids)) {
        await knex('reviews').insert([
          review(companyId),
          review(companyId, { is_demo: true }),
          review(companyId, { review_type: 'industry_intelligence', intelligence_source: 'FDA 483' }),
          review(companyId, { moderation_status: 'pending' }),
        ]);
      }
      // Aggregates as a demo-mode instance (3 approved, demo included) and as one outside it (2) stored them.
      await knex('company_rating_aggregates').insert([
        { company_id: ids['Counted In Demo'], review_count: 3, rating_counts: {} },
        { company_id: ids['Counted Without Demo'], review_count: 2, rating_counts: {} },
      ]);

      await migratorOf(orm).up({ to: 'Migration20261206400000UserReviewCounts' });

      const rows = await knex('company_rating_aggregates').select('company_id', 'user_review_count');
      const counts = Object.fromEntries(rows.map((row: { company_id: string; user_review_count: number }) => [row.company_id, row.user_review_count]));
      expect([counts[ids['Counted In Demo']], counts[ids['Counted Without Demo']]]).toEqual([2, 1]);
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});
