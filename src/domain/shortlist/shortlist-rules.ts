import { PROJECT_COMPANIES_MAX } from '../projects/project-rules';

/** Most companies a member's shortlist holds: it is their default project, held to a project's limit. */
export const SHORTLIST_MAX = PROJECT_COMPANIES_MAX;

/** Answers of the shortlist endpoints. */
export const SHORTLIST_MESSAGES = {
  full: `Your shortlist already holds ${SHORTLIST_MAX} companies. Remove one before adding another.`,
  format: 'format must be csv or pdf',
} as const;

/** Formats of the shortlist and project exports. */
export const SHORTLIST_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ShortlistExportFormat = (typeof SHORTLIST_EXPORT_FORMATS)[number];
