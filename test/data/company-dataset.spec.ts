// The provider dataset as the data scripts build it: data/slices/*.json merged into data/companies.json
// (scripts/data/merge.mjs), checked with data/schema/company.schema.json. The scripts are ES modules,
// so the checks run them in a child node process and read what their exported functions return.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { companyNameKey } from '../../src/domain/directory/company-name';
import { datasetCompanyProblems, type DatasetCompany } from '../../src/domain/directory/dataset-company';
import { proposeCandidates } from '../../src/domain/regulatory/candidate-matching';
import { letterUrlOf } from '../../src/domain/regulatory/warning-letter';
import { COUNTRIES } from '../../src/domain/directory/regions';
import { DEVELOPMENT_PHASES, COMPANY_TYPES, MOLECULE_TYPES, SERVICE_LOCATIONS, SERVICES, THERAPEUTIC_AREAS } from '../../src/domain/directory/taxonomy';

const root = join(__dirname, '..', '..');

interface Company {
  name: string;
  type: string;
  location: string;
  country: string;
  foundedYear: number | null;
  parentCompany: string | null;
  ownership: string | null;
  publiclyTraded: boolean | null;
  sources: { url: string; title: string }[];
  verifiedAt: string;
  aliases: string[];
  formerNames: string[];
}

const dataset = JSON.parse(readFileSync(join(root, 'data', 'companies.json'), 'utf8')) as { companies: Company[] };
const schema = JSON.parse(readFileSync(join(root, 'data', 'schema', 'company.schema.json'), 'utf8'));

/** Calls scripts/data/dataset.mjs in a child process and returns the JSON its expression yields. */
function fromDatasetModule<T>(expression: string): T {
  const program = `import * as d from './scripts/data/dataset.mjs'; console.log(JSON.stringify(${expression}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program], { cwd: root, encoding: 'utf8' })) as T;
}

function company(name: string): Company {
  const found = dataset.companies.find((c) => c.name === name);
  if (!found) throw new Error(`${name} is not in data/companies.json`);
  return found;
}

describe('the provider dataset (data/slices merged into data/companies.json)', () => {
  it('has data/companies.json up to date with the slices', () => {
    const run = spawnSync(process.execPath, ['scripts/data/merge.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(run.stdout).toContain('is up to date');
    expect(run.status).toBe(0);
  });

  it('validates every company against the schema and the cross-field rules', () => {
    const problems = fromDatasetModule<string[]>('d.datasetProblems()');
    expect(problems).toEqual([]);
  });

  it('has no two companies with the same normalised name or registrable website domain', () => {
    expect(fromDatasetModule<string[]>('d.duplicateProblems(d.readSlices())')).toEqual([]);
  });

  it('treats names as the same exactly when the directory does (its companyNameKey, one rule for both)', () => {
    const names = ['Lonza Group AG', 'lonza group', 'Charles River Laboratories, Inc.', 'Société Générale S.A.', '药明康德'];
    expect(fromDatasetModule<string[]>(`${JSON.stringify(names)}.map(d.normaliseName)`)).toEqual(names.map(companyNameKey));
    expect(companyNameKey('Lonza Group AG')).toBe(companyNameKey('lonza'));
    expect(fromDatasetModule<string>('d.registrableDomain("https://www.lab.example.co.uk/about")')).toBe('example.co.uk');
  });

  it('gives every company at least one web source and a verifiedAt date', () => {
    const unsourced = dataset.companies.filter((c) => !c.sources?.length || c.sources.some((s) => !/^https?:\/\//.test(s.url)));
    expect(unsourced.map((c) => c.name)).toEqual([]);
    expect(dataset.companies.filter((c) => !/^\d{4}-\d{2}-\d{2}$/.test(c.verifiedAt ?? '')).map((c) => c.name)).toEqual([]);
  });

  it('names every headquarters country as the country filter knows it', () => {
    expect(dataset.companies.filter((c) => !COUNTRIES.includes(c.country)).map((c) => `${c.name}: ${c.country}`)).toEqual([]);
  });

  it('passes the rules the loader and the import apply (provenance included)', () => {
    const problems = dataset.companies.flatMap((c) => datasetCompanyProblems(c as unknown as DatasetCompany).map((p) => `${c.name}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('takes the schema enums from the directory taxonomy', () => {
    const defs = schema.$defs;
    expect(schema.properties.type.enum).toEqual([...COMPANY_TYPES]);
    expect(defs.services.items.enum).toEqual([...SERVICES]);
    expect(defs.therapeuticAreas.items.enum).toEqual([...THERAPEUTIC_AREAS]);
    expect(defs.moleculeTypes.items.enum).toEqual([...MOLECULE_TYPES]);
    expect(defs.developmentPhases.items.enum).toEqual([...DEVELOPMENT_PHASES]);
    expect(defs.serviceLocations.items.enum).toEqual([...SERVICE_LOCATIONS]);
  });

  it('has no alias that another company carries as its name or alias', () => {
    expect(fromDatasetModule<string[]>('d.aliasProblems(d.readSlices())')).toEqual([]);
  });

  it('rejects a slice where two companies share an alias, naming both', () => {
    const slices = [{ file: 'a.json', companies: [{ name: 'Alpha CRO', aliases: ['Omega'] }, { name: 'Beta CRO', aliases: ['Omega'] }] }];
    expect(fromDatasetModule<string[]>(`d.aliasProblems(${JSON.stringify(slices)})`)).toEqual([
      'alias "Omega" of "Beta CRO" (a.json) is also "Alpha CRO"\'s name or alias',
    ]);
  });

  it('rejects a company whose ownership contradicts its listing', () => {
    const problems = fromDatasetModule<string[]>(
      'd.crossFieldProblems({ ownership: "independent", publiclyTraded: true, stockSymbol: "NYSE: X", parentCompany: null, employeeCount: 40, employeeRange: "51-200", aliases: [], name: "X", sources: [{ url: "https://x.example", title: "X" }], verifiedAt: "2026-11-23" })',
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'employeeRange "51-200" does not contain employeeCount 40',
        'publiclyTraded is true but ownership is "independent", not "listed"',
        'ownership "independent" needs parentCompany null and publiclyTraded false',
      ]),
    );
  });
});

describe('names two companies share, and names buyers still type', () => {
  it('gives Covance and Labcorp Drug Development to Labcorp and Fortrea as former names, never as an alias', () => {
    for (const name of ['Labcorp', 'Fortrea']) {
      expect(company(name).formerNames).toEqual(expect.arrayContaining(['Covance', 'Labcorp Drug Development']));
      expect(company(name).aliases).not.toContain('Covance');
    }
  });

  it('leaves a parent company\'s name to parentCompany rather than repeating it as an alias', () => {
    for (const name of ['PPD', 'Patheon']) {
      expect(company(name)).toMatchObject({ parentCompany: 'Thermo Fisher Scientific' });
      expect(company(name).aliases).not.toContain('Thermo Fisher Scientific');
    }
  });

  it('finds former names buyers still type on the companies that carry them now', () => {
    expect(company('ICON plc').aliases).toContain('Accellacare');
    expect(company('Evotec').aliases).toContain('Aptuit');
    expect(company('PPD').aliases).toContain('Synexus');
    expect(company('Syneos Health').aliases).toContain('PharmaNet');
    expect(company('Cerba Research').aliases).toContain('Viroclinics-DDL');
    expect(company('Fortrea').formerNames).toContain('Chiltern');
  });
});

/** The reviewed mapping of warning letters to companies, and the listing it was made from (data/regulatory). */
const shippedMatches = JSON.parse(readFileSync(join(root, 'data', 'regulatory', 'matches.json'), 'utf8')).matches as {
  letterUrl: string;
  company: string;
  decision: string;
  recipient: string;
  evidence: string;
  checkedAt: string;
}[];
const listing = (parse(readFileSync(join(root, 'data', 'regulatory', 'fda-warning-letters.csv'), 'utf8'), { columns: true }) as { url: string; company: string }[]).map(
  (row) => ({ url: letterUrlOf(row.url)!, recipient: row.company }),
);

describe('the shipped regulatory mapping (data/regulatory/matches.json)', () => {
  it('names, for every match, its letter\'s page on fda.gov, a letter of the shipped listing with that recipient', () => {
    const byUrl = new Map(listing.map((letter) => [letter.url, letter.recipient]));
    const wrong = shippedMatches.filter((m) => !m.letterUrl.startsWith('https://www.fda.gov/') || byUrl.get(m.letterUrl) !== m.recipient);
    expect(wrong.map((m) => m.letterUrl)).toEqual([]);
    expect(shippedMatches.length).toBeGreaterThan(0);
  });

  it('decides every match for a company of the dataset, with the evidence used and the day it was checked', () => {
    const names = new Set(dataset.companies.map((c) => c.name));
    const wrong = shippedMatches.filter(
      (m) => !names.has(m.company) || !['confirmed', 'rejected'].includes(m.decision) || m.evidence.trim().length < 40 || !/^\d{4}-\d{2}-\d{2}$/.test(m.checkedAt),
    );
    expect(wrong.map((m) => `${m.company}: ${m.letterUrl}`)).toEqual([]);
  });

  it('decides every candidate the matcher proposes for the shipped dataset, so the admin queue starts empty', () => {
    const companies = dataset.companies.map((c) => ({ id: c.name, name: c.name, aliases: c.aliases, formerNames: c.formerNames, parentCompany: c.parentCompany }));
    const decided = new Set(shippedMatches.map((m) => `${m.letterUrl} ${m.company}`));
    const undecided = proposeCandidates(listing, companies).filter((c) => !decided.has(`${c.letterUrl} ${c.companyId}`));
    expect(undecided).toEqual([]);
  });
});

describe('the dataset corrections', () => {
  it('no longer lists Emergent BioSolutions, which sold its contract manufacturing sites', () => {
    expect(dataset.companies.filter((c) => /emergent/i.test(c.name))).toEqual([]);
  });

  it('places KCR where the page that states its headquarters does: Warsaw, Poland', () => {
    expect(company('KCR')).toMatchObject({ location: 'Warsaw', country: 'Poland' });
  });

  it('dates Sygnature Discovery from 2004', () => {
    expect(company('Sygnature Discovery').foundedYear).toBe(2004);
  });

  it('names Healius as the parent of Agilex Biolabs', () => {
    expect(company('Agilex Biolabs')).toMatchObject({ parentCompany: 'Healius', ownership: 'subsidiary' });
  });

  it('names Agilent Technologies as the parent of BioVectra', () => {
    expect(company('BioVectra')).toMatchObject({ parentCompany: 'Agilent Technologies', ownership: 'subsidiary' });
  });

  it('records private-equity owners as ownership "private-equity" with the owner as parent', () => {
    for (const [name, owner] of [
      ['Cambrex', 'Permira'],
      ['Recipharm', 'EQT'],
      ['Veranova', 'Altaris'],
    ]) {
      expect(company(name)).toMatchObject({ ownership: 'private-equity', parentCompany: owner, publiclyTraded: false });
    }
    const unowned = dataset.companies.filter((c) => c.ownership === 'private-equity' && !c.parentCompany);
    expect(unowned.map((c) => c.name)).toEqual([]);
  });

  it('folds Idifarma into Ardena, which bought it in 2021', () => {
    expect(dataset.companies.filter((c) => c.name === 'Idifarma')).toEqual([]);
    expect(company('Ardena').aliases).toEqual(expect.arrayContaining(['Idifarma', 'Ardena Pamplona']));
  });

  it('names SK bioscience as the majority owner of IDT Biologika and the TWSE as the market of Bora Pharmaceuticals', () => {
    expect(company('IDT Biologika')).toMatchObject({ parentCompany: 'SK bioscience', ownership: 'subsidiary' });
    expect(company('Bora Pharmaceuticals')).toMatchObject({ stockSymbol: 'TWSE: 6472', ownership: 'listed' });
  });

  it('lists Boehringer Ingelheim BioXcellence and the contract manufacturing of MilliporeSigma', () => {
    expect(company('Boehringer Ingelheim BioXcellence')).toMatchObject({ type: 'CDMO', parentCompany: 'Boehringer Ingelheim' });
    expect(dataset.companies.filter((c) => /MilliporeSigma/.test(c.name)).map((c) => c.type)).toEqual(['CDMO']);
  });
});
