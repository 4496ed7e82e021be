import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { knexOf } from '../../src/adapters/persistence/repositories/knex-of';
import { aCompany, insertCompanies } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

// `npm run import -- FILE [--approve]` as an operator runs it (scripts/import.mjs → dist/cli), against the test database.
const root = join(__dirname, '../..');

function runImport(args: string[], databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/import.mjs'), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', DATABASE_URL: databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const CSV = [
  'name,type,website,location,country,foundedYear,employeeCount,services,therapeuticAreas',
  'Heron Clinical,CRO,heron-clinical.example,Lyon,France,2008,120,Clinical Research;Monitoring,Oncology',
  'Lonza Group AG,CDMO,https://www.lonza.com,Basel,Switzerland,,18000,Manufacturing,',
  'Old Domain Ltd,CRO,https://www.known-provider.example/about,Leeds,United Kingdom,,,,',
  ',CRO,nameless.example,Nowhere,Nowhere,,,,',
  'Wren Pharma Services,Pharma,wren.example,Oslo,Norway,,,,',
  'Finch Analytics,CRO,finch.example,,,2091,,,',
  '"Heron Clinical, Inc.",CRO,,Lyon,France,,,,',
  'Swift Formulation,CMO,,Dublin,Ireland,1990,,Formulation,',
  'Old Mill Laboratories,CRO,,York,United Kingdom,1897,,,',
].join('\n');

describe('npm run import', () => {
  let sut: TestApp;
  let dir: string;
  const databaseUrl = () => sut.config.databaseUrl!;

  beforeAll(async () => {
    sut = await startTestApp();
    dir = mkdtempSync(join(tmpdir(), 'biovetted-import-'));
    writeFileSync(join(dir, 'companies.csv'), CSV);
    await insertCompanies(sut.em(), [aCompany({ name: 'Lonza' }), aCompany({ name: 'Known Provider', website: 'https://known-provider.example' })]);
  }, 180_000);
  afterAll(async () => {
    await sut?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads a CSV as pending submissions and reports created, duplicate and invalid rows with their lines', async () => {
    const result = await runImport([join(dir, 'companies.csv')], databaseUrl());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${join(dir, 'companies.csv')} → pending company submissions (source "import")`);
    expect(result.stdout).toMatch(/created: +2\n/);
    expect(result.stdout).toMatch(/duplicates: +3\n/);
    expect(result.stdout).toMatch(/invalid: +4\n/);
    expect(result.stdout).toContain('  line 3: Lonza Group AG');
    expect(result.stdout).toContain('  line 4: Old Domain Ltd');
    expect(result.stdout).toContain('  line 8: Heron Clinical, Inc.');
    expect(result.stdout).toContain('  line 5: name is required');
    expect(result.stdout).toContain('  line 6: type "PHARMA" is not one of CRO, CMO, CDMO, CRDMO');
    expect(result.stdout).toMatch(/ line 7: foundedYear "2091" is not a year from 1900 to \d{4}/);
    // The same floor as a company submission: what is imported becomes one.
    expect(result.stdout).toMatch(/ line 10: foundedYear "1897" is not a year from 1900 to \d{4}/);

    const rows = await knexOf(sut.em())('company_submissions').select('name', 'source', 'status', 'type', 'website', 'services', 'therapeutic_areas').orderBy('name');
    expect(rows).toEqual([
      {
        name: 'Heron Clinical',
        source: 'import',
        status: 'pending',
        type: 'CRO',
        website: 'https://heron-clinical.example',
        services: ['Clinical Research', 'Monitoring'],
        therapeutic_areas: ['Oncology'],
      },
      { name: 'Swift Formulation', source: 'import', status: 'pending', type: 'CMO', website: null, services: ['Formulation'], therapeutic_areas: [] },
    ]);

    // The same file again adds nothing: every valid row is now a duplicate.
    const again = await runImport([join(dir, 'companies.csv')], databaseUrl());
    expect(again.stdout).toMatch(/created: +0\n/);
    expect(again.stdout).toMatch(/duplicates: +5\n/);
  }, 180_000);

  it('with --approve adds valid JSON companies straight to the directory, and needs type, location and country', async () => {
    const file = join(dir, 'approved.json');
    writeFileSync(
      file,
      JSON.stringify({
        companies: [
          {
            name: 'Kite Biologics',
            type: 'CDMO',
            website: 'https://kite-bio.example',
            location: 'Ghent',
            country: 'Belgium',
            foundedYear: 2012,
            employeeCount: 300,
            serviceLocations: ['Europe'],
          },
          { name: 'Plover Research', type: 'CRO', location: null, country: 'Canada' },
        ],
      }),
    );
    const result = await runImport([file, '--approve'], databaseUrl());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${file} → the directory`);
    expect(result.stdout).toMatch(/created: +1\n/);
    expect(result.stdout).toContain('  line 2: location is required');
    const [kite] = await knexOf(sut.em())('companies').where('name', 'Kite Biologics').select('type', 'country', 'size', 'source', 'service_locations');
    expect(kite).toEqual({ type: 'CDMO', country: 'Belgium', size: 'medium', source: 'import', service_locations: ['Europe'] });
    // The directory shows it like any other company.
    const res = await fetch(`${sut.url}/api/companies?search=Kite%20Biologics`);
    expect(((await res.json()) as { name: string }[]).map((c) => c.name)).toContain('Kite Biologics');
  }, 180_000);

  it('explains its usage and refuses a file it cannot read', async () => {
    const usage = await runImport([], databaseUrl());
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Name the file to import');
    expect(usage.stderr).toContain('Usage: npm run import -- FILE [--approve]');
    const missing = await runImport([join(dir, 'nope.csv')], databaseUrl());
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Cannot import ${join(dir, 'nope.csv')}: ENOENT`);
  }, 180_000);
});

describe('npm run import --approve of the bundled dataset', () => {
  let imported: TestApp;
  let loaded: TestApp;
  beforeAll(async () => {
    [imported, loaded] = await Promise.all([startTestApp(), startTestApp({ loadDataset: true })]);
    // One unrelated company, so the import's start-up preparation does not load the dataset itself.
    await insertCompanies(imported.em(), [aCompany({ name: 'Zz Placeholder Labs', website: null })]);
  }, 180_000);
  afterAll(async () => {
    await imported?.close();
    await loaded?.close();
  });

  it('lists every company with the same facts as the normal dataset load (molecule types, phases, headcount band, revenue, parent)', async () => {
    const result = await runImport([join(root, 'data/companies.json'), '--approve'], imported.config.databaseUrl!);
    expect(result.stdout).toMatch(/invalid: +0\n/);
    expect(result.stdout).toMatch(/duplicates: +0\n/);

    const rowsOf = async (app: TestApp) => {
      const rows: Record<string, unknown>[] = await knexOf(app.em())('companies').whereNot('name', 'Zz Placeholder Labs').orderBy('name');
      // The confirmed-letter count comes from the regulatory record, which only the dataset load brings.
      return rows.map(({ id: _id, created_at: _c, updated_at: _u, source: _s, fda_warning_letter_count: _f, ...facts }) => facts);
    };
    const [fromImport, fromDataset] = await Promise.all([rowsOf(imported), rowsOf(loaded)]);
    expect(fromImport).toHaveLength(fromDataset.length);
    expect(fromImport).toEqual(fromDataset);
    // Spot checks of facts the import used to drop.
    const lonza = fromImport.find((c) => c.name === 'Lonza');
    expect(lonza).toMatchObject({ founded_year: 1897, molecule_types: expect.arrayContaining(['Small Molecules']) });
    expect(fromImport.some((c) => c.parent_company !== null)).toBe(true);
    expect(fromImport.some((c) => c.revenue_usd !== null)).toBe(true);
    expect(fromImport.some((c) => (c.development_phases as string[]).length > 0)).toBe(true);
  }, 180_000);
});
