import { exportedCompany, scoreNotes, type ShortlistReport } from '../shortlist/shortlist-report';
import type { ProjectCompany } from './project-detail';
import { PROJECT_COMPANY_STATUS_LABELS } from './project-rules';

/** A file-name part of a project's name: lower-case letters and digits joined by dashes (at most 60 characters). */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'project';
}

/**
 * The export of a project: the shortlist export's columns for each of its companies (in the order added) plus its
 * status and note, titled with the project's name and dated; the notes on the scores are the shortlist's.
 */
export function projectReport(name: string, companies: readonly ProjectCompany[], generatedAt: Date): ShortlistReport {
  return {
    title: `BioVetted project: ${name}`,
    fileStem: `biovetted-project-${fileSlug(name)}`,
    generatedAt,
    notes: [...scoreNotes(), "Status and note are your team's own, as kept in the project on BioVetted."],
    companies: companies.map(({ company, entry }) => ({
      ...exportedCompany(company),
      entry: { status: PROJECT_COMPANY_STATUS_LABELS[entry.status], note: entry.note },
    })),
    withEntries: true,
  };
}
