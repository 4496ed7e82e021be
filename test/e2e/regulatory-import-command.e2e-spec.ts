import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

// `npm run import:regulatory -- FILE.csv [--as-of YYYY-MM-DD]` as an operator runs it (scripts/import-regulatory.mjs
// → dist/cli), against the test database.
const root = join(__dirname, '../..');
const LETTERS = '/inspections-compliance-enforcement-and-criminal-investigations/warning-letters';

function runImport(args: string[], databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/import-regulatory.mjs'), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', DATABASE_URL: databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_MODE: 'true' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const CSV = [
  'url,posted_date,letter_date,company,issuing_office,subject',
  `${LETTERS}/heron-clinical-sas-900010-02022026,02/10/2026,02/02/2026,Heron Clinical SAS,Center for Drug Evaluation and Research (CDER),Bioresearch Monitoring`,
  `${LETTERS}/unrelated-firm-900011-02032026,02/12/2026,02/03/2026,Unrelated Firm LLC,Center for Drug Evaluation and Research (CDER),CGMP/Finished Pharmaceuticals/Adulterated`,
  `${LETTERS}/undated-900012,,02/03/2026,Somebody Inc.,Center for Drug Evaluation and Research (CDER),CGMP`,
].join('\n');

describe('npm run import:regulatory', () => {
  let sut: TestApp;
  let dir: string;
  let heron: string;

  beforeAll(async () => {
    sut = await startTestApp({ demoMode: true });
    dir = mkdtempSync(join(tmpdir(), 'biovetted-regulatory-import-'));
    writeFileSync(join(dir, 'letters.csv'), CSV);
    ({ 'Heron Clinical': heron } = await insertCompanies(sut.em(), [aCompany({ name: 'Heron Clinical' })]));
  }, 180_000);
  afterAll(async () => {
    await sut?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores new letters, widens the covered window to --as-of, queues candidates and reports invalid rows with their lines', async () => {
    const profile = async () => (await request(sut.app.getHttpServer()).get(`/api/companies/${heron}`).expect(200)).body.regulatoryRecord;
    expect(await profile()).toEqual({ coverage: [], events: [] });

    const result = await runImport([join(dir, 'letters.csv'), '--as-of', '2026-02-20'], sut.config.databaseUrl!);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/rows read: +3\n/);
    expect(result.stdout).toMatch(/new letters: +2\n/);
    expect(result.stdout).toMatch(/new candidates: +1 /);
    expect(result.stdout).toMatch(/covered window: +2026-02-10 to 2026-02-20\n/);
    expect(result.stdout).toContain('  line 3: posted_date must be a date MM/DD/YYYY');

    // A candidate, not yet a letter of the company: it waits for the admin.
    expect(await profile()).toEqual({ coverage: [{ source: 'fda_warning_letters', from: '2026-02-10', to: '2026-02-20' }], events: [] });
    const admin = request.agent(sut.app.getHttpServer());
    await admin.post('/api/admin/auth').send({ email: 'demo-admin@example.com', password: 'biovetted-demo' }).expect(200);
    const queue = (await admin.get('/api/admin/regulatory-matches').expect(200)).body;
    expect(queue).toEqual([expect.objectContaining({ company: expect.objectContaining({ name: 'Heron Clinical' }), matchedName: 'Heron Clinical' })]);

    // The same file again adds nothing.
    const again = await runImport([join(dir, 'letters.csv')], sut.config.databaseUrl!);
    expect(again.stdout).toMatch(/new letters: +0\n/);
    expect(again.stdout).toMatch(/new candidates: +0 /);
    expect(await knexOf(sut.em())('regulatory_events').count({ n: '*' })).toEqual([{ n: '2' }]);
  }, 240_000);

  it('explains its usage and refuses a file it cannot read', async () => {
    const usage = await runImport([], sut.config.databaseUrl!);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run import:regulatory -- FILE.csv [--as-of YYYY-MM-DD]');
    expect((await runImport([join(dir, 'letters.csv'), '--as-of', 'soon'], sut.config.databaseUrl!)).code).toBe(2);
    const missing = await runImport([join(dir, 'nope.csv')], sut.config.databaseUrl!);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Cannot import ${join(dir, 'nope.csv')}: ENOENT`);
  }, 120_000);
});
