import { performance } from 'node:perf_hooks';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { DIGEST_BATCH, SendAlertDigests } from '../../src/domain/saved-searches/send-alert-digests.use-case';
import type { SavedSearchFilters } from '../../src/domain/saved-searches/saved-search';
import { aCompany, insertCompanies, insertReviews } from '../support/factories';
import { insertMember } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const COMPANIES = 5_000;
const TYPES = ['CRO', 'CMO', 'CDMO', 'CRDMO'] as const;

// The daily alert digest reads the directory once per due saved search, inside its transaction, through the one
// directory read path (ListCompanies): a full batch of searches over a directory of thousands finishes in seconds.
describe('The alert digest at scale', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ env: { ALERT_DIGEST_CHECK_INTERVAL_SECONDS: '3600' } });
  });
  afterAll(() => sut?.close());

  it(`sends the digests of ${DIGEST_BATCH} saved searches over ${COMPANIES.toLocaleString('en-US')} companies inside a minute`, async () => {
    const em = sut.em();
    const now = Date.now();
    // A directory listed a month ago, of every type and several regions.
    await insertCompanies(
      em,
      Array.from({ length: COMPANIES }, (_, i) =>
        aCompany({
          name: `Scale Provider ${i}`,
          type: TYPES[i % 4],
          country: i % 3 === 0 ? 'Germany' : 'United States',
          location: i % 3 === 0 ? 'Berlin' : 'Boston, Massachusetts',
          services: i % 2 ? ['Clinical Research'] : ['Manufacturing'],
          therapeuticAreas: i % 5 === 0 ? ['Oncology'] : ['Immunology'],
          serviceLocations: i % 3 === 0 ? ['Europe'] : ['North America'],
        }),
      ),
    );
    await knexOf(em)('companies').update({ created_at: new Date(now - 30 * DAY) });
    // Since yesterday: ten German oncology CROs listed, and an approved review of twenty of the others.
    await insertCompanies(
      em,
      Array.from({ length: 10 }, (_, i) =>
        aCompany({ name: `Digest Oncology ${i}`, type: 'CRO', country: 'Germany', location: 'Munich', therapeuticAreas: ['Oncology'], serviceLocations: ['Europe'] }),
      ),
    );
    const reviewed = (await knexOf(em)('companies').where('name', 'like', 'Scale Provider %').orderBy('name').limit(20).select('id')).map(
      (row: { id: string }) => row.id,
    );
    for (const companyId of reviewed) await insertReviews(em, companyId, [{ technicalExpertise: 8, createdAt: new Date(now - DAY / 2) }]);

    // Ten paying members with fifty alert searches each, due since two days: half match what changed, half cannot.
    const matching: SavedSearchFilters[] = [{}, { type: 'CRO' }, { location: 'Europe' }, { therapeuticAreas: ['Oncology'] }, { search: 'digest oncology' }];
    const impossible: SavedSearchFilters[] = [
      { country: 'Iceland' },
      { type: 'CMO', location: 'Africa' },
      { search: 'zzyzx' },
      { moleculeTypes: ['Vaccines'] },
      { size: 'enterprise' },
    ];
    const rows = [];
    for (let member = 0; member < 10; member++) {
      const { id: userId } = await insertMember(em, { subscriptionTier: 'startup' });
      for (let i = 0; i < 50; i++) {
        const filters = i % 2 === 0 ? matching[(i / 2) % 5] : impossible[Math.floor(i / 2) % 5];
        rows.push({
          user_id: userId,
          search_name: `Search ${member}-${i}`,
          filters: JSON.stringify(filters),
          alerts_enabled: true,
          last_digest_at: new Date(now - 2 * DAY),
        });
      }
    }
    await knexOf(em)('saved_searches').insert(rows);

    const started = performance.now();
    const result = await sut.app.get(SendAlertDigests).execute();
    const elapsed = performance.now() - started;
    await sut.mailSent();

    expect(result).toEqual({ due: DIGEST_BATCH, sent: DIGEST_BATCH / 2 });
    expect(elapsed).toBeLessThan(60_000);
  }, 180_000);
});
