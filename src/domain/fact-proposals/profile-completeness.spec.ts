import { profileCompleteness, type CompletenessFacts } from './profile-completeness';

const facts = (more: Partial<CompletenessFacts> = {}): CompletenessFacts => ({
  type: 'CDMO',
  website: 'https://kestrel.example',
  description: 'Antibody manufacturing in Ghent.',
  foundedYear: 2004,
  employeeCount: null,
  employeeRange: '51-200',
  ownership: 'independent',
  services: ['Manufacturing'],
  therapeuticAreas: null,
  moleculeTypes: ['Monoclonal Antibodies'],
  developmentPhases: ['Commercial'],
  serviceLocations: ['Europe'],
  sites: null,
  maxBioreactorLiters: null,
  ...more,
});

describe('Profile completeness', () => {
  it("counts a manufacturer's key facts and names the missing ones (sites, largest bioreactor)", () => {
    const result = profileCompleteness(facts());
    expect(result.facts).toHaveLength(10);
    expect(result.missing.map((fact) => fact.label)).toEqual(['Sites', 'Largest bioreactor']);
    expect(result.percent).toBe(80);
  });

  it('asks a research provider for therapeutic areas instead of manufacturing facts', () => {
    const result = profileCompleteness(facts({ type: 'CRO', therapeuticAreas: [], moleculeTypes: null, foundedYear: null }));
    expect(result.facts.map((fact) => fact.field)).not.toContain('sites');
    expect(result.missing.map((fact) => fact.field)).toEqual(['foundedYear', 'therapeuticAreas']);
    expect(result.percent).toBe(75);
  });

  it('is 100 when every key fact is stated', () => {
    expect(profileCompleteness(facts({ sites: [{ city: 'Ghent' }], maxBioreactorLiters: 2000 })).percent).toBe(100);
  });
});
