import type { ProjectType } from '../matching/project-requirements';

/**
 * The line-item categories of a bid, by the RFP's project type (docs/rfps.md#bid-template). Each list ends with
 * `Other`, so any cost has a home; the comparison sums a company's line items per category.
 */
export const BID_CATEGORIES: Record<ProjectType, readonly string[]> = {
  'Clinical Trial': [
    'Study start-up',
    'Project management',
    'Site management and monitoring',
    'Data management',
    'Biostatistics',
    'Medical writing',
    'Pass-through costs',
    'Other',
  ],
  'Drug Manufacturing': ['Process development', 'Tech transfer', 'GMP batches', 'Release testing', 'Stability', 'Other'],
  'Analytical Testing': ['Method development', 'Method validation', 'Sample testing', 'Stability', 'Reporting', 'Other'],
  'Regulatory Submission': ['Strategy', 'Document preparation', 'Medical writing', 'Submission and publishing', 'Agency interactions', 'Other'],
  'Biomarker Analysis': ['Assay development', 'Assay validation', 'Sample analysis', 'Data analysis and reporting', 'Other'],
  'Toxicology Studies': ['Study design', 'In-life phase', 'Pathology', 'Bioanalysis', 'Reporting', 'Other'],
};

/** The categories a bid on an RFP of `projectType` may use, in the order the bid form and the comparison show them. */
export function bidCategoriesOf(projectType: ProjectType): readonly string[] {
  return BID_CATEGORIES[projectType];
}
