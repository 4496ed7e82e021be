import type { DevelopmentPhase, MoleculeType, Service, TherapeuticArea } from './taxonomy';

/**
 * The words buyers type for each taxonomy value (docs/directory.md#search): abbreviations,
 * spelling variants and the terms of the trade that a provider offering the value answers to. A company is
 * found by these words when it lists the value, so "ADC" finds antibody-drug-conjugate manufacturers and
 * "tox" finds toxicology labs without either word being in their description.
 *
 * Each term is an abbreviation, a spelling variant (British and American), a synonym or a narrower term of
 * its value as the contract research and manufacturing trade uses it; a term belongs here only when a
 * provider listing the value would answer to it.
 */
export const SEARCH_VOCABULARY: Partial<Record<Service | MoleculeType | TherapeuticArea | DevelopmentPhase, readonly string[]>> = {
  // Services
  'Clinical Research': ['clinical trials', 'clinical development', 'clinical studies', 'CRO'],
  'Regulatory Affairs': ['regulatory', 'regulatory strategy', 'IND', 'NDA', 'BLA', 'MAA', 'CTA', 'eCTD', 'submissions'],
  'Data Management': ['clinical data management', 'EDC', 'CDISC'],
  Biostatistics: ['statistics', 'statistical programming', 'SAS programming'],
  'Medical Writing': ['clinical study reports', 'CSR', 'protocol writing', 'regulatory writing'],
  'Site Management': ['SMO', 'site management organisation', 'investigator sites', 'site network'],
  'Patient Recruitment': ['recruitment', 'enrolment', 'enrollment', 'patient engagement'],
  Monitoring: ['clinical monitoring', 'CRA', 'risk-based monitoring'],
  Pharmacovigilance: ['drug safety', 'PV', 'adverse events', 'safety reporting'],
  'Central Laboratory': ['central lab', 'clinical laboratory', 'safety labs'],
  'Preclinical Research': [
    'preclinical',
    'nonclinical',
    'in vivo',
    'in vitro',
    'animal models',
    'DMPK',
    'ADME',
    'pharmacology',
    'safety pharmacology',
    'efficacy models',
  ],
  Toxicology: ['tox', 'GLP toxicology', 'toxicological', 'safety assessment', 'genotoxicity', 'carcinogenicity'],
  Bioanalysis: ['bioanalytical', 'pharmacokinetics', 'PK', 'LC-MS', 'immunogenicity', 'ADA', 'biomarkers', 'ligand binding'],
  'Analytical Services': ['analytical', 'analytical development', 'method development', 'method validation', 'stability testing', 'CMC'],
  'Drug Discovery': [
    'discovery',
    'medicinal chemistry',
    'discovery chemistry',
    'discovery biology',
    'hit-to-lead',
    'lead optimisation',
    'lead optimization',
    'screening',
    'HTS',
  ],
  Formulation: ['formulation development', 'drug product', 'dosage forms', 'oral solid dose', 'OSD'],
  'Process Development': ['process chemistry', 'scale-up', 'technology transfer', 'tech transfer'],
  Manufacturing: ['GMP manufacturing', 'contract manufacturing', 'CMO', 'CDMO', 'commercial supply'],
  'API Manufacturing': ['API', 'drug substance', 'active pharmaceutical ingredient', 'custom synthesis'],
  'Quality Control': ['QC', 'release testing', 'QC testing'],
  'Fill-Finish': ['fill finish', 'aseptic', 'sterile', 'injectables', 'vials', 'prefilled syringes', 'lyophilisation', 'lyophilization'],
  Packaging: ['labelling', 'labeling', 'clinical packaging', 'secondary packaging'],
  'Supply Chain': ['clinical supplies', 'clinical trial supplies', 'logistics', 'depot', 'distribution'],
  'Quality Assurance': ['QA', 'GxP', 'audits', 'compliance'],
  'Real-World Evidence': ['RWE', 'real world data', 'RWD', 'observational studies', 'HEOR'],
  'Decentralized Trials': ['DCT', 'decentralised trials', 'virtual trials', 'remote trials'],
  Validation: ['qualification', 'computer system validation', 'CSV'],
  'Digital Health': ['digital', 'eCOA', 'ePRO', 'wearables'],
  // Molecule types
  'Small Molecules': ['small molecule', 'NCE', 'chemical synthesis'],
  'Highly Potent APIs': ['HPAPI', 'high potency', 'highly potent', 'cytotoxics', 'OEB5'],
  Peptides: ['peptide', 'GLP-1', 'peptide synthesis', 'SPPS'],
  Oligonucleotides: ['oligonucleotide', 'oligo', 'oligos', 'siRNA', 'antisense', 'ASO', 'RNAi'],
  Biologics: ['biologic', 'biopharmaceuticals', 'proteins', 'recombinant proteins', 'mammalian cell culture', 'microbial fermentation'],
  'Monoclonal Antibodies': ['mAb', 'mAbs', 'antibody', 'antibodies', 'monoclonal', 'bispecifics'],
  'Antibody-Drug Conjugates': ['ADC', 'ADCs', 'bioconjugates', 'bioconjugation', 'conjugation', 'payload-linker'],
  Biosimilars: ['biosimilar'],
  Vaccines: ['vaccine'],
  mRNA: ['LNP', 'lipid nanoparticles', 'messenger RNA', 'RNA'],
  'Cell Therapy': ['cell therapies', 'CAR-T', 'autologous', 'allogeneic', 'cell-based'],
  'Gene Therapy': ['gene therapies', 'AAV', 'gene editing', 'CRISPR', 'plasmid DNA', 'pDNA'],
  'Viral Vectors': ['viral vector', 'AAV', 'lentiviral', 'lentivirus', 'adenovirus', 'LVV'],
  // Therapeutic areas
  Oncology: ['cancer', 'tumour', 'tumor', 'haematology', 'hematology', 'immuno-oncology'],
  Cardiovascular: ['cardiology', 'cardiac', 'cardiometabolic'],
  'CNS/Neurology': ['CNS', 'neurology', 'neuroscience', 'psychiatry', "Alzheimer's", "Parkinson's"],
  'Infectious Diseases': ['infectious disease', 'antiviral', 'antibacterial', 'antimicrobial'],
  Immunology: ['autoimmune', 'inflammation', 'inflammatory'],
  Respiratory: ['pulmonary', 'asthma', 'COPD'],
  Dermatology: ['dermatological', 'skin'],
  Ophthalmology: ['ophthalmic', 'eye', 'retina'],
  'Rare Diseases': ['rare disease', 'orphan'],
  Pediatrics: ['paediatrics', 'pediatric', 'paediatric'],
  "Women's Health": ['obstetrics', 'gynaecology', 'gynecology'],
  Endocrinology: ['diabetes', 'metabolic', 'obesity'],
  Gastroenterology: ['gastrointestinal', 'GI', 'hepatology', 'liver'],
  Rheumatology: ['arthritis', 'lupus'],
  Nephrology: ['renal', 'kidney'],
  // Development phases
  'Phase I': ['first-in-human', 'FIH', 'early phase', 'phase 1'],
  'Phase II': ['phase 2', 'proof of concept'],
  'Phase III': ['phase 3', 'pivotal', 'late phase'],
  'Phase IV': ['phase 4', 'post-marketing', 'post-approval'],
  Commercial: ['commercial manufacturing', 'launch'],
};

/** What search reads of a company to build its document. */
export interface SearchSource {
  name: string;
  aliases: readonly string[];
  parentCompany: string | null;
  services: readonly string[];
  therapeuticAreas: readonly string[];
  moleculeTypes: readonly string[];
  developmentPhases: readonly string[];
}

/** The two weighted parts of a company's search document besides its description (docs/directory.md). */
export interface SearchDocument {
  /** Name, aliases and parent company: the most relevant part, and the one typos are tolerated in. */
  names: string;
  /** Services, therapeutic areas, molecule types, phases and the vocabulary of each. */
  terms: string;
  /** Lower-cased name and aliases, for the exact-name and name-prefix ranks. */
  nameVariants: string[];
}

/** Builds the stored search document of a company; recompute whenever one of its source facts changes. */
export function searchDocumentOf(company: SearchSource): SearchDocument {
  const values = [...company.services, ...company.therapeuticAreas, ...company.moleculeTypes, ...company.developmentPhases];
  const vocabulary = values.flatMap((value) => SEARCH_VOCABULARY[value as keyof typeof SEARCH_VOCABULARY] ?? []);
  const names = [company.name, ...company.aliases, ...(company.parentCompany ? [company.parentCompany] : [])];
  return {
    names: unique(names).join(' | '),
    terms: unique([...values, ...vocabulary]).join(' | '),
    nameVariants: unique([company.name, ...company.aliases].map(searchKey)),
  };
}

/** How search compares names: lower case, inner whitespace collapsed (the database lower-cases the same way). */
export function searchKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The words of a text as search compares them: lower case, split on anything but letters and digits, each once. */
function wordsOf(text: string): string[] {
  return unique(searchKey(text).split(/[^\p{L}\p{N}]+/u));
}

/**
 * The words of a search text that must each match a word of a company's names for a name match (by prefix,
 * or despite a typo), at most eight, so a pasted paragraph cannot make a query of hundreds of conditions.
 */
export function searchWords(text: string): string[] {
  return wordsOf(text).slice(0, 8);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.length > 0))];
}
