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
      }),
    ).toEqual({
      nameKey: 'wuxi apptec',
      size: 'enterprise',
      employeeRange: '10,001+',
      regions: ['North America', 'Europe', 'Asia'],
      serviceCategories: ['manufacturing', 'cell_gene_therapy'],
    });
  });
});
