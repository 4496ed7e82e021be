import { describeServiceCategories, serviceCategoriesOf } from './service-categories';
import { SERVICE_CATEGORIES } from './taxonomy';

describe('serviceCategoriesOf', () => {
  it('maps clinical services to clinical_research and data services to data_management', () => {
    expect(serviceCategoriesOf(['Site Management', 'Biostatistics'], [])).toEqual(['clinical_research', 'data_management']);
  });

  it('maps modalities to cell_gene_therapy and biologics', () => {
    expect(serviceCategoriesOf([], ['Viral Vectors', 'Monoclonal Antibodies'])).toEqual(['cell_gene_therapy', 'biologics']);
  });

  it('gives no category to a company with no known services', () => {
    expect(serviceCategoriesOf([], [])).toEqual([]);
  });

  it('documents every category for the OpenAPI description', () => {
    const text = describeServiceCategories();
    for (const key of SERVICE_CATEGORIES) expect(text).toContain(`\`${key}\``);
  });
});
