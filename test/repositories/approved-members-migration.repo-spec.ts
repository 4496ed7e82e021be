import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/adapters/persistence/mikro-orm-options';
import { migratorOf } from '../../src/adapters/persistence/migrator';
import { insertMember } from '../support/members';
import { createTestDatabase } from '../support/test-database';

// One verification concept: members an admin approved before approval meant industry verification are
// made industry-verified by Migration20261128100000ApprovedMembersIndustryVerified; nobody else changes.
describe('Migration20261128100000ApprovedMembersIndustryVerified', () => {
  it('marks approved reviewers industry-verified and leaves applicants, rejected accounts and admins alone', async () => {
    const database = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmOptions(database.url));
    try {
      await migratorOf(orm).up({ to: 'Migration20261127000000FindingProviders' });
      const em = orm.em.fork();
      const approved = await insertMember(em, { industryVerified: false });
      const applicant = await insertMember(em, { industryVerified: false, verificationLevel: 'manual_review' });
      const rejected = await insertMember(em, { industryVerified: false, verificationLevel: 'rejected' });
      const admin = await insertMember(em, { industryVerified: false, userType: 'admin' });

      await migratorOf(orm).up();

      const rows = await em.getKnex()('users').select('id', 'industry_verified');
      const verified = Object.fromEntries(rows.map((row: { id: string; industry_verified: boolean }) => [row.id, row.industry_verified]));
      expect([approved, applicant, rejected, admin].map((m) => verified[m.id])).toEqual([true, false, false, false]);
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});
