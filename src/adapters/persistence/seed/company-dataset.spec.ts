import { join } from 'node:path';
import { findProjectRoot } from '../../../config/app-config';
import { datasetCompanyProblems, readCompanyDataset, type DatasetCompany } from './company-dataset';

const valid: DatasetCompany = {
  name: 'Example CRO',
  type: 'CRO',
  website: 'https://www.example.com',
  location: 'Boston, Massachusetts',
  country: 'United States',
  description: null,
  foundedYear: 1999,
  publiclyTraded: false,
  stockSymbol: null,
  parentCompany: null,
  employeeCount: 120,
  revenueUsd: null,
  globalPresence: false,
  services: ['Clinical Research'],
  therapeuticAreas: null,
  moleculeTypes: null,
  developmentPhases: ['Phase I'],
  serviceLocations: ['North America'],
};

describe('datasetCompanyProblems', () => {
  it('accepts a company that uses the vocabulary', () => {
    expect(datasetCompanyProblems(valid)).toEqual([]);
  });

  it('names every field outside the vocabulary or the documented ranges', () => {
    expect(
      datasetCompanyProblems({
        ...valid,
        type: 'Pharma' as DatasetCompany['type'],
        services: ['Astrology'],
        employeeCount: -3,
        foundedYear: 1500,
        website: 'example.com',
        country: '',
      }),
    ).toEqual([
      'country is required',
      'type "Pharma" is not one of CRO, CMO, CDMO, CRDMO',
      'services has unknown value "Astrology"',
      'foundedYear must be a year from 1800',
      'employeeCount must be a positive integer',
      'website must be an http(s) URL',
    ]);
  });
});

describe('the bundled dataset (data/companies.json)', () => {
  const dataset = readCompanyDataset(join(findProjectRoot(), 'data', 'companies.json'));

  it('holds at least 200 companies and names its sources and date', () => {
    expect(dataset.companies.length).toBeGreaterThanOrEqual(200);
    expect(dataset.sources.length).toBeGreaterThan(0);
    expect(dataset.compiledAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists every company once, by name and by website', () => {
    const names = dataset.companies.map((c) => c.name.toLowerCase());
    const hosts = dataset.companies.filter((c) => c.website).map((c) => new URL(c.website!).hostname.replace(/^www\./, ''));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('covers every company type and the three regions', () => {
    const types = new Set(dataset.companies.map((c) => c.type));
    expect([...types].sort()).toEqual(['CDMO', 'CMO', 'CRDMO', 'CRO']);
    const countries = new Set(dataset.companies.map((c) => c.country));
    for (const country of ['United States', 'Germany', 'United Kingdom', 'China', 'India', 'Japan']) expect(countries).toContain(country);
  });
});
