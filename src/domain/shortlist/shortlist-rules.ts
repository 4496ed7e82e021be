/** Most companies a member's shortlist holds (DECISIONS §13): enough for any sourcing round, bounded for exports. */
export const SHORTLIST_MAX = 50;

/** Answers of the shortlist endpoints. */
export const SHORTLIST_MESSAGES = {
  full: `Your shortlist already holds ${SHORTLIST_MAX} companies. Remove one before adding another.`,
  format: 'format must be csv or pdf',
} as const;

/** Formats of the shortlist export (DECISIONS §13). */
export const SHORTLIST_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ShortlistExportFormat = (typeof SHORTLIST_EXPORT_FORMATS)[number];
