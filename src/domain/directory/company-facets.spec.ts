import { companyFacets } from './company-facets';

describe('companyFacets', () => {
  it('derives every stored filter facet from the facts', () => {
    expect(
      companyFacets({
        name: 'WuXi AppTec Co., Ltd.',
        country: 'China',
        employeeCount: 39000,
        services: ['Drug Discovery', 'Manufacturing'],
        moleculeTypes: ['Small Molecules', 'Cell Therapy'],
        serviceLocations: ['North America', 'Europe', 'Asia Pacific'],
        aliases: ['WuXi AppTec'],
        parentCompany: null,
      }),
    ).toMatchObject({
      nameKey: 'wuxi apptec',
      size: 'enterprise',
      employeeRange: '10,001+',
      regions: ['North America', 'Europe', 'Asia'],
      serviceCategories: ['manufacturing', 'cell_gene_therapy', 'discovery'],
      search: { nameVariants: ['wuxi apptec co., ltd.', 'wuxi apptec'] },
    });
  });

  it('takes the size from a published employee range when the count is unknown', () => {
    const facets = companyFacets({
      name: 'Band Only',
      country: 'Germany',
      employeeCount: null,
      employeeRange: '201-1,000',
      services: [],
      moleculeTypes: [],
      serviceLocations: [],
    });
    expect(facets).toMatchObject({ size: 'medium', employeeRange: '201-1,000' });
  });

  it('ignores a range that is not one of the bands', () => {
    const facets = companyFacets({
      name: 'Odd Band',
      country: 'Germany',
      employeeCount: null,
      employeeRange: 'about 300',
      services: [],
      moleculeTypes: [],
      serviceLocations: [],
    });
    expect(facets).toMatchObject({ size: null, employeeRange: null });
  });
});
