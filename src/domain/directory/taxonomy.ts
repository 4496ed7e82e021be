/**
 * The directory's controlled vocabulary: company types, services, therapeutic areas, molecule types,
 * development phases, service regions and the filter options of the directory screens.
 *
 * Source: docs/directory.md#company-fields, docs/screens.md#constants-and-limits, docs/data-model.md#enumerations; values outside the spec's lists
 * (extra services, molecule types, phases) are recorded in docs/decisions/0004-directory-vocabulary.md.
 * Values travel through the API exactly as written here (docs/api-contract.md#contract-details).
 */

/** Company types. CRDMO is an integrated CRO-CDMO. */
export const COMPANY_TYPES = ['CRO', 'CMO', 'CDMO', 'CRDMO'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Display label of each company type in selects ("Integrated CRO-CDMO" for CRDMO, docs/screens.md#screens). */
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  CRO: 'CRO',
  CMO: 'CMO',
  CDMO: 'CDMO',
  CRDMO: 'Integrated CRO-CDMO',
};

/** Services a provider offers. The first sixteen are the spec's list; the rest name common offerings. */
export const SERVICES = [
  'Clinical Research',
  'Regulatory Affairs',
  'Data Management',
  'Biostatistics',
  'Medical Writing',
  'Site Management',
  'Patient Recruitment',
  'Monitoring',
  'Manufacturing',
  'Analytical Services',
  'Quality Control',
  'Formulation',
  'Process Development',
  'Packaging',
  'Supply Chain',
  'Validation',
  'Drug Discovery',
  'Preclinical Research',
  'Toxicology',
  'Bioanalysis',
  'Central Laboratory',
  'Pharmacovigilance',
  'Real-World Evidence',
  'Decentralized Trials',
  'Digital Health',
  'Quality Assurance',
  'API Manufacturing',
  'Fill-Finish',
] as const;
export type Service = (typeof SERVICES)[number];

/** Therapeutic areas (docs/data-model.md). */
export const THERAPEUTIC_AREAS = [
  'Oncology',
  'Cardiovascular',
  'CNS/Neurology',
  'Infectious Diseases',
  'Immunology',
  'Respiratory',
  'Dermatology',
  'Ophthalmology',
  'Rare Diseases',
  'Pediatrics',
  "Women's Health",
  'Endocrinology',
  'Gastroenterology',
  'Rheumatology',
  'Nephrology',
] as const;
export type TherapeuticArea = (typeof THERAPEUTIC_AREAS)[number];

/** Molecule and modality types a provider works with. */
export const MOLECULE_TYPES = [
  'Small Molecules',
  'Highly Potent APIs',
  'Peptides',
  'Oligonucleotides',
  'Biologics',
  'Monoclonal Antibodies',
  'Antibody-Drug Conjugates',
  'Biosimilars',
  'Vaccines',
  'mRNA',
  'Cell Therapy',
  'Gene Therapy',
  'Viral Vectors',
] as const;
export type MoleculeType = (typeof MOLECULE_TYPES)[number];

/** Development phases a provider supports. */
export const DEVELOPMENT_PHASES = ['Discovery', 'Preclinical', 'Phase I', 'Phase II', 'Phase III', 'Phase IV', 'Commercial'] as const;
export type DevelopmentPhase = (typeof DEVELOPMENT_PHASES)[number];

/** Regions where a provider serves clients (docs/data-model.md#enumerations). */
export const SERVICE_LOCATIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America', 'Middle East', 'Africa'] as const;
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number];

/**
 * The `location` filter's regions (landing page, directory and API; docs/directory.md#regions: the six
 * regions; "Asia" stands for Asia Pacific).
 */
export const REGIONS = ['North America', 'Europe', 'Asia', 'Latin America', 'Middle East', 'Africa'] as const;
export type Region = (typeof REGIONS)[number];

/** Country options of the directory's country select (docs/screens.md#constants-and-limits), in the spec's order. */
export const DIRECTORY_COUNTRY_OPTIONS = [
  'United States',
  'Germany',
  'United Kingdom',
  'Switzerland',
  'Ireland',
  'China',
  'Japan',
  'Australia',
  'Canada',
  'France',
  'Sweden',
  'South Korea',
  'Poland',
] as const;

/** Size buckets by employee count (docs/directory.md#size-buckets). */
export const COMPANY_SIZES = ['startup', 'small', 'medium', 'large', 'enterprise'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Service categories of the directory's chips: key and label (docs/directory.md#company-fields). */
export const SERVICE_CATEGORIES = [
  'clinical_research',
  'analytical_services',
  'manufacturing',
  'regulatory_affairs',
  'medical_writing',
  'data_management',
  'cell_gene_therapy',
  'biologics',
  'digital_health',
  'quality_assurance',
  'preclinical',
  'discovery',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  clinical_research: 'Clinical Research',
  analytical_services: 'Analytical Services',
  manufacturing: 'Manufacturing',
  regulatory_affairs: 'Regulatory Affairs',
  medical_writing: 'Medical Writing',
  data_management: 'Data Management',
  cell_gene_therapy: 'Cell & Gene Therapy',
  biologics: 'Biologics',
  digital_health: 'Digital Health',
  quality_assurance: 'Quality Assurance',
  preclinical: 'Preclinical & Toxicology',
  discovery: 'Drug Discovery',
};
