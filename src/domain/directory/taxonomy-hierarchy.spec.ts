import { chosenValues, includesUnstated, matchedValues, UNSTATED_FILTER_NAMES, unstatedParameter, type DirectoryFilterValues } from './directory-filters';
import { childrenOf, expandWithChildren, parentOf, withBroaderValues } from './taxonomy-hierarchy';

describe('broader and narrower values of the directory', () => {
  it('takes in the modalities under Biologics, the parent first, without duplicates', () => {
    const expanded = expandWithChildren('moleculeTypes', ['Biologics', 'Monoclonal Antibodies']);
    expect(expanded[0]).toBe('Biologics');
    expect(expanded).toEqual(expect.arrayContaining(['Monoclonal Antibodies', 'Antibody-Drug Conjugates', 'Gene Therapy']));
    expect(new Set(expanded).size).toBe(expanded.length);
  });

  it('keeps a narrower value and a flat vocabulary as they are', () => {
    expect(expandWithChildren('moleculeTypes', ['Monoclonal Antibodies'])).toEqual(['Monoclonal Antibodies']);
    expect(expandWithChildren('developmentPhases', ['Phase II'])).toEqual(['Phase II']);
    expect(childrenOf('developmentPhases', 'Phase II')).toEqual([]);
  });

  it('counts a company listing a narrower value under the broader one too', () => {
    expect(parentOf('moleculeTypes', 'Monoclonal Antibodies')).toBe('Biologics');
    expect(withBroaderValues('moleculeTypes', ['Monoclonal Antibodies', 'Biologics', 'Small Molecules'])).toEqual([
      'Monoclonal Antibodies',
      'Biologics',
      'Small Molecules',
    ]);
    expect(withBroaderValues('therapeuticAreas', ['Rheumatology'])).toEqual(['Rheumatology', 'Immunology']);
  });

  it('matches a directory query for Biologics against its children, and reads each filter’s unstated switch', () => {
    const filters: DirectoryFilterValues = { moleculeTypes: ['Biologics'], moleculeTypesUnstated: true, therapeuticAreas: ['Oncology'] };
    expect(chosenValues('moleculeTypes', filters)).toEqual(['Biologics']);
    expect(matchedValues('moleculeTypes', filters)).toContain('Monoclonal Antibodies');
    expect(matchedValues('therapeuticAreas', filters)).toEqual(['Oncology']);
    expect(includesUnstated('moleculeTypes', filters)).toBe(true);
    expect(includesUnstated('therapeuticAreas', filters)).toBe(false);
    expect(UNSTATED_FILTER_NAMES).toEqual(expect.arrayContaining(['therapeuticAreas', 'moleculeTypes', 'developmentPhases']));
    expect(unstatedParameter('therapeuticAreas')).toBe('therapeuticAreasUnstated');
  });
});
