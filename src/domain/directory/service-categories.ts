import type { MoleculeType, Service, ServiceCategory } from './taxonomy';

/** What makes a company fall under one service category: any listed service or molecule type. */
export interface ServiceCategoryCriteria {
  services: readonly Service[];
  moleculeTypes: readonly MoleculeType[];
}

/**
 * The documented mapping of each service-category key to services and molecule types
 * (docs/directory.md#service-categories). Several keys in one filter combine with OR.
 */
export const SERVICE_CATEGORY_CRITERIA: Record<ServiceCategory, ServiceCategoryCriteria> = {
  clinical_research: {
    services: ['Clinical Research', 'Site Management', 'Patient Recruitment', 'Monitoring', 'Biostatistics', 'Decentralized Trials'],
    moleculeTypes: [],
  },
  analytical_services: {
    services: ['Analytical Services', 'Bioanalysis', 'Central Laboratory', 'Quality Control'],
    moleculeTypes: [],
  },
  manufacturing: {
    services: ['Manufacturing', 'API Manufacturing', 'Fill-Finish', 'Formulation', 'Process Development', 'Packaging'],
    moleculeTypes: [],
  },
  regulatory_affairs: { services: ['Regulatory Affairs', 'Pharmacovigilance'], moleculeTypes: [] },
  medical_writing: { services: ['Medical Writing'], moleculeTypes: [] },
  data_management: { services: ['Data Management', 'Biostatistics', 'Real-World Evidence'], moleculeTypes: [] },
  cell_gene_therapy: { services: [], moleculeTypes: ['Cell Therapy', 'Gene Therapy', 'Viral Vectors'] },
  biologics: {
    services: [],
    moleculeTypes: ['Biologics', 'Monoclonal Antibodies', 'Antibody-Drug Conjugates', 'Biosimilars', 'Vaccines', 'mRNA'],
  },
  digital_health: { services: ['Digital Health', 'Decentralized Trials', 'Real-World Evidence'], moleculeTypes: [] },
  quality_assurance: { services: ['Quality Assurance', 'Quality Control', 'Validation'], moleculeTypes: [] },
  // docs/directory.md: preclinical research, toxicology, DMPK and safety pharmacology (the last two are
  // recorded as Preclinical Research in the taxonomy); discovery chemistry and biology.
  preclinical: { services: ['Preclinical Research', 'Toxicology'], moleculeTypes: [] },
  discovery: { services: ['Drug Discovery'], moleculeTypes: [] },
};

/** The service-category keys a company falls under, from its services and molecule types. */
export function serviceCategoriesOf(services: readonly string[], moleculeTypes: readonly string[]): ServiceCategory[] {
  return (Object.keys(SERVICE_CATEGORY_CRITERIA) as ServiceCategory[]).filter((key) => {
    const criteria = SERVICE_CATEGORY_CRITERIA[key];
    return criteria.services.some((service) => services.includes(service)) || criteria.moleculeTypes.some((type) => moleculeTypes.includes(type));
  });
}

/** One line per key for the OpenAPI description of the `serviceCategories` parameter. */
export function describeServiceCategories(): string {
  return (Object.keys(SERVICE_CATEGORY_CRITERIA) as ServiceCategory[])
    .map((key) => {
      const { services, moleculeTypes } = SERVICE_CATEGORY_CRITERIA[key];
      return `- \`${key}\`: ${[...services, ...moleculeTypes].join(', ')}`;
    })
    .join('\n');
}
