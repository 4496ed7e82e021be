import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/adapters/persistence/mikro-orm-options';
import { migratorOf } from '../../src/adapters/persistence/migrator';
import { backfillRatings } from '../../src/adapters/persistence/seed/rating-backfill';
import { insertBareCompany, insertBareReviews } from '../support/migration-rows';
import { createTestDatabase } from '../support/test-database';

// Intelligence entries recorded twice from one source for one company (the duplicate on WuXi Biologics) are taken
// down by Migration20261206500000HonestReviews but for the oldest, and the start-up backfill recomputes the averages.
describe('Migration20261206500000HonestReviews and duplicate intelligence sources', () => {
  it('takes down every later copy of a source, keeps the first and other sources, and the backfill recounts the company', async () => {
    const database = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmOptions(database.url));
    try {
      await migratorOf(orm).up({ to: 'Migration20261128120000RolesAndAudit' });
      const em = orm.em.fork();
      const knex = em.getKnex();
      const wuxi = await insertBareCompany(knex, { name: 'WuXi Biologics', type: 'CDMO' });
      const lonza = await insertBareCompany(knex, { name: 'Lonza', type: 'CDMO' });
      const day = (n: number) => new Date(Date.UTC(2026, 0, n));
      const intelligence = (companyId: string, n: number, technicalExpertise: number) => ({
        company_id: companyId,
        review_type: 'industry_intelligence',
        intelligence_source: 'Press',
        technical_expertise: technicalExpertise,
        created_at: day(n),
      });
      const [first, copy, secondCopy, other] = await insertBareReviews(knex, [
        intelligence(wuxi, 1, 2),
        intelligence(wuxi, 2, 10),
        intelligence(wuxi, 3, 10),
        intelligence(wuxi, 4, 6),
      ]);
      const [elsewhere] = await insertBareReviews(knex, [intelligence(lonza, 5, 8)]);
      // WuXi's aggregate as it stood, counting all four entries.
      await knex('company_rating_aggregates').insert({ company_id: wuxi, review_count: 4, rating_counts: {} });
      const urls: Record<string, string> = {
        [first]: 'https://www.fiercepharma.com/manufacturing/wuxi-expands',
        [copy]: 'http://fiercepharma.com/manufacturing/wuxi-expands/',
        [secondCopy]: 'https://FiercePharma.com/manufacturing/wuxi-expands#comments',
        [other]: 'https://www.fiercepharma.com/manufacturing/wuxi-other',
        [elsewhere]: 'https://www.fiercepharma.com/manufacturing/wuxi-expands',
      };
      for (const [id, url] of Object.entries(urls)) await knex('reviews').where('id', id).update({ source_url: url });

      await migratorOf(orm).up();

      const rows = await knex('reviews').select('id', 'moderation_status', 'unpublish_reason');
      const statusOf = Object.fromEntries(rows.map((row: { id: string; moderation_status: string }) => [row.id, row.moderation_status]));
      expect([first, copy, secondCopy, other, elsewhere].map((id) => statusOf[id])).toEqual(['approved', 'unpublished', 'unpublished', 'approved', 'approved']);
      expect(rows.find((row: { id: string }) => row.id === copy).unpublish_reason).toBe('The same source was already recorded for this company');

      await backfillRatings(em, { includeDemo: false });
      const aggregate = await knex('company_rating_aggregates').where('company_id', wuxi).first('review_count', 'technical_expertise');
      expect(aggregate.review_count).toBe(2);
      expect(Number(aggregate.technical_expertise)).toBe(4);
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});
