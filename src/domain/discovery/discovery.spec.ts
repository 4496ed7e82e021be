import { InMemoryAutomationStates } from '../../../test/support/fakes/automation-states.fake';
import { TestClock } from '../../../test/support/fakes/clock.fake';
import { DirectUnitOfWork } from '../../../test/support/fakes/unit-of-work.fake';
import { DISCOVERY_INTERVAL_MS, DISCOVERY_JOB } from './automation-state.port';
import { KnownCompanies, WebsiteDomains } from './company-identity';
import { CompanySource, CompanySources } from './company-source.port';
import { DiscoverCompanies } from './discover-companies.use-case';
import type { DiscoveryCategory } from './discovery-categories';
import { FOUNDED_YEAR_MIN } from '../company-submissions/submission-rules';
import { discoveredCompany, normaliseDiscoveredCompany, type DiscoveredCompany } from './discovered-company';
import { DiscoveredSubmissions, type CreatedSubmission } from './discovered-submissions.port';
import { runOutcome, summarise } from './discovery-result';
import { DirectoryImport } from './directory-import.port';
import { readFeedRow } from './feed-record';
import { ImportCompanies } from './import-companies.use-case';
import { RunScheduledDiscovery } from './run-scheduled-discovery.use-case';
import { StartAutomation } from './start-automation.use-case';
import { StopAutomation } from './stop-automation.use-case';

/** Last two labels of the host: good enough for example.com-style test domains. */
class TestDomains extends WebsiteDomains {
  registrableDomain(website: string): string | null {
    const host = /^https?:\/\/([^/:?#]+)/i.exec(website)?.[1];
    return host ? host.toLowerCase().split('.').slice(-2).join('.') : null;
  }
}

class InMemorySubmissions extends DiscoveredSubmissions {
  rows: (CreatedSubmission & { company: DiscoveredCompany })[] = [];
  constructor(private readonly directory: { nameKeys: string[]; domains: string[] } = { nameKeys: [], domains: [] }) {
    super();
  }
  asked: { nameKeys: readonly string[]; domains: readonly string[] }[] = [];
  async knownAmong(candidates: { nameKeys: readonly string[]; domains: readonly string[] }) {
    this.asked.push(candidates);
    const domains = new TestDomains();
    const nameKeys = [...this.directory.nameKeys, ...this.rows.map((r) => r.name.toLowerCase())];
    const known = [...this.directory.domains, ...this.rows.flatMap((r) => (r.website ? [domains.registrableDomain(r.website)!] : []))];
    return { nameKeys: nameKeys.filter((k) => candidates.nameKeys.includes(k)), domains: known.filter((d) => candidates.domains.includes(d)) };
  }
  async createPending(source: string, companies: readonly DiscoveredCompany[]) {
    const created = companies.map((company) => ({
      id: `s${this.rows.length + 1}-${company.name}`,
      name: company.name,
      source,
      country: company.country,
      website: company.website,
      company,
    }));
    this.rows.push(...created);
    return created.map(({ company: _c, ...row }) => row);
  }
}

class StubSource extends CompanySource {
  asked: DiscoveryCategory[][] = [];
  constructor(
    readonly name: string,
    private readonly answer: () => Promise<DiscoveredCompany[]>,
  ) {
    super();
  }
  find(categories: readonly DiscoveryCategory[]) {
    this.asked.push([...categories]);
    return this.answer().then((companies) => ({ companies, invalid: 0, truncated: false }));
  }
}

const sourcesOf = (...sources: CompanySource[]): CompanySources => ({ all: () => sources });

describe(DiscoverCompanies.name, () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const setup = (sources: CompanySource[], directory?: { nameKeys: string[]; domains: string[] }) => {
    const submissions = new InMemorySubmissions(directory);
    const automation = new InMemoryAutomationStates();
    const uow = new DirectUnitOfWork();
    const sut = new DiscoverCompanies(sourcesOf(...sources), submissions, new TestDomains(), uow, automation, new TestClock(now));
    return { sut, submissions, automation, uow };
  };

  it('stores new companies as pending submissions with their source and records the run', async () => {
    const wikidata = new StubSource('wikidata', async () => [
      discoveredCompany('  Acme   Research ', { country: 'Germany', website: 'acme-research.de', foundedYear: 1990 }),
      discoveredCompany('Beta Bio', { foundedYear: 1066 }),
    ]);
    const { sut, submissions, automation } = setup([wikidata]);
    const result = await sut.execute({ category: 'cro' });
    expect(wikidata.asked[0].map((c) => c.key)).toEqual(['cro']);
    // Only the candidates' identities are looked up, never the whole directory.
    expect(submissions.asked).toEqual([{ nameKeys: ['acme research', 'beta bio'], domains: ['acme-research.de'] }]);
    expect(result).toMatchObject({ companiesFound: 2, category: 'cro', trigger: 'manual', sources: [{ name: 'wikidata', found: 2, created: 2, duplicates: 0 }] });
    expect(result.summary).toBe('1 source answered: 2 reported, 0 already known.');
    expect(submissions.rows.map((r) => [r.source, r.name, r.website, r.company.foundedYear])).toEqual([
      ['discovery:wikidata', 'Acme Research', 'https://acme-research.de', 1990],
      ['discovery:wikidata', 'Beta Bio', null, null], // a founding year in 1066 is a data error, not a fact
    ]);
    expect(automation.stateOf(DISCOVERY_JOB).lastRunAt).toEqual(now);
    expect(automation.stateOf(DISCOVERY_JOB).lastResult).toBe(result);
  });

  it('finds nothing new on a second run, and drops companies already listed by name or website domain', async () => {
    const source = new StubSource('wikidata', async () => [
      discoveredCompany('Lonza Group AG', { website: 'https://www.lonza.com' }),
      discoveredCompany('Other Name Inc', { website: 'https://investors.known-cro.com/en' }),
      discoveredCompany('Fresh CRO'),
      discoveredCompany('Fresh CRO Ltd'), // the same company twice in one answer
    ]);
    const { sut } = setup([source], { nameKeys: ['lonza'], domains: ['known-cro.com'] });
    const first = await sut.execute();
    expect(first.sources[0]).toEqual({ name: 'wikidata', found: 4, created: 1, duplicates: 3 });
    const second = await sut.execute();
    expect(second.companiesFound).toBe(0);
    expect(second.sources[0]).toEqual({ name: 'wikidata', found: 4, created: 0, duplicates: 4 });
  });

  it('reports a failing source and still keeps what the other sources found', async () => {
    const broken = new StubSource('feed:partners', () => Promise.reject(new Error('timed out after 50 ms')));
    const working = new StubSource('wikidata', async () => [discoveredCompany('Gamma Labs')]);
    const { sut, submissions } = setup([broken, working]);
    const result = await sut.execute();
    expect(result.sources).toEqual([
      { name: 'feed:partners', found: 0, created: 0, duplicates: 0, error: 'timed out after 50 ms' },
      { name: 'wikidata', found: 1, created: 1, duplicates: 0 },
    ]);
    expect(result.summary).toBe('1 of 2 sources answered: 1 reported, 0 already known; feed:partners failed: timed out after 50 ms.');
    expect(submissions.rows.map((r) => r.name)).toEqual(['Gamma Labs']);
  });
});

describe(summarise.name, () => {
  it('names the invalid rows a feed skipped and a source that stopped at its limit', () => {
    const text = summarise([
      { name: 'wikidata', found: 2000, created: 3, duplicates: 1997, truncated: true },
      { name: 'feed:partners', found: 4, created: 1, duplicates: 3, invalid: 2 },
    ]);
    expect(text).toBe('2 sources answered: 2004 reported, 2000 already known; feed:partners skipped 2 invalid rows; wikidata has more companies than one run reads.');
  });
});

describe(runOutcome.name, () => {
  it('fails a run in which no source answered, or that had no source to ask', () => {
    expect(runOutcome([{ error: 'timed out' }, { error: 'not JSON' }])).toBe('failed');
    expect(runOutcome([])).toBe('failed');
    expect(runOutcome([{ error: 'timed out' }, {}])).toBe('partial');
    expect(runOutcome([{}, {}])).toBe('completed');
  });
});

describe(RunScheduledDiscovery.name, () => {
  it('runs once when due, moves the next run 24 hours on, and does nothing until then', async () => {
    const clock = new TestClock(new Date('2026-11-22T12:00:00Z'));
    const automation = new InMemoryAutomationStates();
    const source = new StubSource('wikidata', async () => []);
    const uow = new DirectUnitOfWork();
    const discover = new DiscoverCompanies(sourcesOf(source), new InMemorySubmissions(), new TestDomains(), uow, automation, clock);
    const sut = new RunScheduledDiscovery(automation, discover, clock);

    expect(await sut.execute()).toBeNull(); // automation is off
    await new StartAutomation(automation, clock).execute();
    expect(automation.stateOf(DISCOVERY_JOB).nextRunAt).toEqual(new Date(clock.at.getTime() + DISCOVERY_INTERVAL_MS));
    expect(await sut.execute()).toBeNull(); // not due yet

    clock.at = new Date(clock.at.getTime() + DISCOVERY_INTERVAL_MS);
    expect((await sut.execute())?.trigger).toBe('schedule');
    expect(await sut.execute()).toBeNull(); // claimed: the next run is a day later
    expect(source.asked).toHaveLength(1);
    expect(automation.stateOf(DISCOVERY_JOB).nextRunAt).toEqual(new Date(clock.at.getTime() + DISCOVERY_INTERVAL_MS));

    await new StopAutomation(automation).execute();
    expect(automation.stateOf(DISCOVERY_JOB)).toMatchObject({ active: false, nextRunAt: null });
  });
});

describe(KnownCompanies.name, () => {
  it('treats spelling variants of a name and subdomains of a website as the same company', () => {
    const known = new KnownCompanies(new TestDomains(), { nameKeys: ['charles river laboratories'], domains: ['criver.com'] });
    expect(known.has(discoveredCompany('Charles River Laboratories, Inc.'))).toBe(true);
    expect(known.has(discoveredCompany('CRL', { website: 'https://www.criver.com/about' }))).toBe(true);
    expect(known.has(discoveredCompany('Someone Else', { website: 'https://someone.org' }))).toBe(false);
  });

  it('admits distinct companies with non-Latin names instead of calling them duplicates of each other', () => {
    const known = new KnownCompanies(new TestDomains());
    const { fresh, duplicates } = known.admit([discoveredCompany('药明康德'), discoveredCompany('株式会社新日本科学'), discoveredCompany('药明康德')]);
    expect(fresh.map((c) => c.name)).toEqual(['药明康德', '株式会社新日本科学']);
    expect(duplicates.map((c) => c.name)).toEqual(['药明康德']);
  });
});

describe(normaliseDiscoveredCompany.name, () => {
  it('keeps a founding year from the submission floor on and drops an earlier one, as the submission form would refuse it', () => {
    expect(normaliseDiscoveredCompany(discoveredCompany('Old', { foundedYear: FOUNDED_YEAR_MIN - 3 }), 2026)?.foundedYear).toBeNull();
    expect(normaliseDiscoveredCompany(discoveredCompany('Old', { foundedYear: FOUNDED_YEAR_MIN }), 2026)?.foundedYear).toBe(FOUNDED_YEAR_MIN);
  });
});

describe(readFeedRow.name, () => {
  const read = (values: Record<string, unknown>, forDirectory = false) => readFeedRow({ line: 7, values }, { currentYear: 2026, forDirectory });

  it('reads text columns, numbers with separators and ";"-separated lists', () => {
    const outcome = read({
      name: 'Acme',
      type: 'cdmo',
      website: 'acme.com',
      foundedYear: '1999',
      employeeCount: '1,200',
      services: 'Manufacturing; Formulation',
      stockSymbol: 'NASDAQ: ACME',
    });
    expect(outcome).toMatchObject({
      ok: true,
      company: {
        name: 'Acme',
        type: 'CDMO',
        website: 'https://acme.com',
        foundedYear: 1999,
        employeeCount: 1200,
        services: ['Manufacturing', 'Formulation'],
        facts: { ticker: 'NASDAQ: ACME', publiclyTraded: 'yes' },
      },
    });
  });

  it('keeps the dataset facts a submission has no column for: in the record, and as facts for the admin', () => {
    const outcome = read(
      {
        name: 'Acme',
        type: 'CDMO',
        location: 'Basel',
        country: 'Switzerland',
        moleculeTypes: ['Small Molecules', 'Peptides'],
        developmentPhases: 'Phase I',
        employeeRange: '201-1,000',
        revenueUsd: '12.5',
        parentCompany: 'Acme Holdings',
        globalPresence: 'yes',
      },
      true,
    );
    expect(outcome).toMatchObject({
      ok: true,
      record: {
        moleculeTypes: ['Small Molecules', 'Peptides'],
        developmentPhases: ['Phase I'],
        employeeRange: '201-1,000',
        revenueUsd: 12.5,
        parentCompany: 'Acme Holdings',
        globalPresence: true,
        publiclyTraded: null,
      },
      company: {
        facts: {
          moleculeTypes: 'Small Molecules; Peptides',
          developmentPhases: 'Phase I',
          employeeRange: '201-1,000',
          revenueUsdMillions: 12.5,
          parentCompany: 'Acme Holdings',
          globalPresence: 'yes',
        },
      },
    });
  });

  it.each([
    [{ name: ' ' }, false, 'name is required'],
    [{ name: 'A', type: 'Pharma' }, false, 'type "PHARMA" is not one of CRO, CMO, CDMO, CRDMO'],
    [{ name: 'A', foundedYear: '2090' }, false, 'foundedYear "2090" is not a year from 1900 to 2026'],
    [{ name: 'A', foundedYear: '1897' }, false, 'foundedYear "1897" is not a year from 1900 to 2026'],
    [{ name: 'A', employeeCount: 'many' }, false, 'employeeCount must be a positive integer'],
    [{ name: 'A', employeeCount: '30', employeeRange: '51-200' }, false, 'employeeRange "51-200" does not contain employeeCount 30'],
    [{ name: 'A', moleculeTypes: 'Small Molecules; Pixie dust' }, false, 'moleculeTypes has unknown value "Pixie dust"'],
    [{ name: 'A', publiclyTraded: 'perhaps' }, false, 'publiclyTraded "perhaps" is not yes or no'],
    [{ name: 'A', foundedYear: '1873' }, true, 'location is required; country is required; type is required'],
    [{ name: 'A', website: 'not a site' }, false, 'website "not a site" is not a web address'],
    [{ name: 'A', services: ['Astrology'] }, false, 'services has unknown value "Astrology"'],
    [{ name: 'A', type: 'CRO', country: 'France' }, true, 'location is required'],
  ])('refuses %p with its line and reason', (values, forDirectory, reason) => {
    expect(read(values, forDirectory)).toMatchObject({ ok: false, line: 7, reason });
  });
});

describe(ImportCompanies.name, () => {
  it('creates pending submissions, counts duplicates within the file and reports invalid rows by line', async () => {
    const submissions = new InMemorySubmissions({ nameKeys: ['listed'], domains: [] });
    const directory: DirectoryImport = { addCompanies: async (c) => c.length };
    const sut = new ImportCompanies(submissions, directory, new TestDomains(), new DirectUnitOfWork(), new TestClock(new Date('2026-01-01')));
    const progress: number[] = [];
    const report = await sut.execute(
      [
        { line: 2, values: { name: 'New One' } },
        { line: 3, values: { name: 'listed' } },
        { line: 4, values: { name: 'New One' } },
        { line: 5, values: { name: '' } },
      ],
      { approve: false, onProgress: (done) => progress.push(done) },
    );
    expect(report).toEqual({
      created: 1,
      duplicates: [
        { line: 3, name: 'listed' },
        { line: 4, name: 'New One' },
      ],
      invalid: [{ line: 5, reason: 'name is required' }],
    });
    expect(submissions.rows.map((r) => r.source)).toEqual(['import']);
    expect(progress).toEqual([4]);
  });
});
