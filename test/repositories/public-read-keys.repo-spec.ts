import { Client } from 'pg';
import { PUBLIC_READS_CHANNEL } from '../../src/adapters/persistence/public-read-changes.listener';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { startRepositoryDatabase, type RepositoryDatabase } from '../support/repository-database';

// The database announces each committed change with the surrogate keys it affects (docs/operations.md), so caches
// purge only those: a company's own answers, the directory's, or everything.

describe('change notifications name what a write affects', () => {
  let db: RepositoryDatabase;
  let listener: Client;
  const heard: string[] = [];
  let lonza: string;
  let catalent: string;

  /** What was announced by `write`, once it committed (a marker sent after it comes back last). */
  async function announcedBy(write: () => Promise<unknown>): Promise<string[]> {
    heard.length = 0;
    await write();
    await db.query(`select pg_notify('${PUBLIC_READS_CHANNEL}', 'marker:end')`);
    for (let waited = 0; !heard.includes('marker:end'); waited += 10) {
      if (waited > 5000) throw new Error('the marker never came back');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return heard.filter((payload) => payload !== 'marker:end');
  }

  beforeAll(async () => {
    db = await startRepositoryDatabase();
    ({ Lonza: lonza, Catalent: catalent } = await insertCompanies(db.em, [aCompany({ name: 'Lonza' }), aCompany({ name: 'Catalent' })]));
    listener = new Client({ connectionString: db.orm.config.get('clientUrl') });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${PUBLIC_READS_CHANNEL}`);
  });
  afterAll(async () => {
    await listener?.end();
    await db?.close();
  });

  it("names the company and the directory when a company's facts change", async () => {
    expect(await announcedBy(() => db.query(`update companies set description = 'Biologics at scale' where id = ?`, [lonza]))).toEqual([`company:${lonza} directory`]);
  });

  it('announces nothing for an update that changes nothing', async () => {
    expect(await announcedBy(() => db.query(`update companies set description = description where id = ?`, [lonza]))).toEqual([]);
  });

  it('names only the company for an approved review, and the directory too for the aggregates it moves', async () => {
    const announced = await announcedBy(() => insertReviews(db.em, catalent, [{ technicalExpertise: 8 }]));
    expect(announced[0]).toBe(`company:${catalent}`); // the review itself
    expect(announced).toContain(`company:${catalent} directory`); // its company's rating aggregate
    expect(announced.join(' ')).not.toContain(lonza);
  });

  it('announces nothing for a review waiting for moderation', async () => {
    const announced = await announcedBy(() =>
      db.query(
        `insert into reviews (company_id, review_type, service_type, comments, moderation_status, authored_by) values (?, 'user', 'CRO', 'Pending words', 'pending', 'x@example.com')`,
        [lonza],
      ),
    );
    expect(announced).toEqual([]);
  });

  it("names the review's company when a pending review is approved", async () => {
    const [pending] = await db.query<{ id: string }>(`select id from reviews where company_id = ? and moderation_status = 'pending'`, [lonza]);
    expect(await announcedBy(() => db.query(`update reviews set moderation_status = 'approved' where id = ?`, [pending.id]))).toEqual([`company:${lonza}`]);
  });

  it('names the directory when the platform means change', async () => {
    expect(await announcedBy(() => db.query(`update platform_rating_means set overall = coalesce(overall, 0) + 1`))).toEqual(['directory']);
  });

  it('says * when one statement touches more companies than a notification should list', async () => {
    const many = Array.from({ length: 120 }, (_, i) => aCompany({ name: `Bulk Labs ${i}` }));
    expect(await announcedBy(() => insertCompanies(db.em, many))).toContain('*');
  });
});
