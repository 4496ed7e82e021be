import { criteriaMet, fitMatches, fitsProject, projectFit, type FitCriteria, type FitFacts } from './project-fit';

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

  it('takes a narrower value as meeting a broader one: a maker of monoclonal antibodies fits a biologics project', () => {
    const antibodyMaker = company({ type: 'CDMO', moleculeTypes: ['Monoclonal Antibodies'] });
    const fit = projectFit({ projectType: 'Drug Manufacturing', moleculeType: 'Biologics' }, antibodyMaker);
    expect(fit[1]).toMatchObject({ criterion: 'moleculeType', status: 'match', detail: 'Lists Monoclonal Antibodies, under Biologics' });
    // Not the other way round: a biologics maker may not make antibodies.
    const biologicsMaker = company({ type: 'CDMO', moleculeTypes: ['Biologics'] });
    expect(statuses(projectFit({ projectType: 'Drug Manufacturing', moleculeType: 'Monoclonal Antibodies' }, biologicsMaker))[1]).toBe('moleculeType:mismatch');
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
    expect(statuses(fit)).toEqual(['projectType:match', 'therapeuticArea:match', 'geography:match', 'moleculeType:unknown', 'developmentPhase:mismatch']);
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

describe('criteriaMet', () => {
  it('gives the count of met criteria projectFit gives, and null where projectFit finds a mismatch', () => {
    const criteria: FitCriteria[] = [
      { projectType: 'Clinical Trial' },
      { projectType: 'Clinical Trial', therapeuticArea: 'Oncology', geography: 'Europe', moleculeType: 'Biologics', developmentPhase: 'Phase II' },
      { projectType: 'Drug Manufacturing', geography: 'Asia', developmentPhase: 'Commercial' },
    ];
    const companies = [
      company(),
      company({ type: 'CMO' }),
      company({ services: ['Clinical Research'], therapeuticAreas: ['Oncology'], country: 'Germany' }),
      company({ services: ['Manufacturing'], serviceLocations: ['Asia'], developmentPhases: ['Commercial', 'Phase II'] }),
      company({ services: ['Monitoring'], moleculeTypes: ['Small Molecule'], serviceLocations: ['North America'] }),
    ];
    let mismatches = 0;
    for (const criterion of criteria) {
      for (const facts of companies) {
        const fit = projectFit(criterion, facts);
        if (!fitsProject(fit)) mismatches += 1;
        expect(criteriaMet(criterion, facts)).toBe(fitsProject(fit) ? fitMatches(fit) : null);
      }
    }
    expect(mismatches).toBeGreaterThan(3);
  });
});
