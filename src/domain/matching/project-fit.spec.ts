import { projectFit, type FitFacts } from './project-fit';

const company = (facts: Partial<FitFacts> = {}): FitFacts => ({
  type: 'CRO',
  country: 'United States',
  services: [],
  therapeuticAreas: [],
  moleculeTypes: [],
  developmentPhases: [],
  serviceLocations: [],
  ...facts,
});
const statuses = (fit: ReturnType<typeof projectFit>) => fit.map((f) => `${f.criterion}:${f.status}`);

describe('projectFit', () => {
  it('fits the project type by services, not only by company type', () => {
    const discoveryShop = company({ type: 'CRDMO', services: ['Drug Discovery', 'Preclinical Research'] });
    expect(statuses(projectFit({ projectType: 'Drug Manufacturing' }, discoveryShop))).toEqual(['projectType:mismatch']);
    expect(statuses(projectFit({ projectType: 'Toxicology Studies' }, discoveryShop))).toEqual(['projectType:match']);
    expect(projectFit({ projectType: 'Toxicology Studies' }, discoveryShop)[0].detail).toBe('Offers Preclinical Research');
  });

  it('falls back to the company type when no services are published', () => {
    expect(statuses(projectFit({ projectType: 'Clinical Trial' }, company({ type: 'CRO' })))).toEqual(['projectType:unknown']);
    expect(statuses(projectFit({ projectType: 'Clinical Trial' }, company({ type: 'CMO' })))).toEqual(['projectType:mismatch']);
  });

  it('checks only the criteria given, in a fixed order', () => {
    const fit = projectFit(
      { projectType: 'Clinical Trial', developmentPhase: 'Phase I', therapeuticArea: 'Oncology', moleculeType: 'Peptides', geography: 'Asia' },
      company({ services: ['Clinical Research'], therapeuticAreas: ['Oncology'], developmentPhases: ['Phase II'], serviceLocations: ['Asia Pacific'] }),
    );
    expect(statuses(fit)).toEqual([
      'projectType:match',
      'therapeuticArea:match',
      'geography:match',
      'moleculeType:unknown',
      'developmentPhase:mismatch',
    ]);
    expect(fit[4].detail).toBe('Lists Phase II, not Phase I');
  });

  it('fits a geography by headquarters or service region, unknown when no regions are published', () => {
    const europe = { projectType: 'Clinical Trial' as const, geography: 'Europe' as const };
    expect(projectFit(europe, company({ country: 'Germany' }))[1]).toEqual({ criterion: 'geography', status: 'match', detail: 'Headquartered in Germany' });
    expect(projectFit(europe, company({ serviceLocations: ['Europe'] }))[1].status).toBe('match');
    expect(projectFit(europe, company())[1].status).toBe('unknown');
    expect(projectFit(europe, company({ serviceLocations: ['North America'] }))[1]).toEqual({
      criterion: 'geography',
      status: 'mismatch',
      detail: 'Based in United States; serves North America',
    });
  });
});
