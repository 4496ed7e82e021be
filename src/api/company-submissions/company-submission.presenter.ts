import type { CompanySubmission, PendingSubmission } from '../../domain/company-submissions/company-submission';
import { isDiscovered } from '../../domain/company-submissions/company-submission';
import type { AdminCompanySubmissionDto, SubmissionSummaryDto } from './company-submission.dto';

/** What the submitter gets back: no reviewer fields, no stored document name. */
export function presentSubmissionSummary(s: CompanySubmission): SubmissionSummaryDto {
  return {
    id: s.id,
    status: s.status,
    name: s.name,
    type: s.type,
    location: s.location,
    country: s.country,
    website: s.website,
    createdAt: s.createdAt.toISOString(),
  };
}

/** What an admin sees of a pending submission; the stored document name stays inside. */
export function presentAdminSubmission(s: PendingSubmission): AdminCompanySubmissionDto {
  return {
    id: s.id,
    source: s.source,
    sourceKind: isDiscovered(s) ? 'discovery' : 'person',
    submitterEmail: s.submitterEmail,
    submitterName: s.submitterName,
    name: s.name,
    type: s.type,
    location: s.location,
    country: s.country,
    description: s.description,
    website: s.website,
    contactEmail: s.contactEmail,
    contactName: s.contactName,
    contactTitle: s.contactTitle,
    employeeCount: s.employeeCount,
    foundedYear: s.foundedYear,
    services: s.services,
    therapeuticAreas: s.therapeuticAreas,
    serviceLocations: s.serviceLocations,
    moleculeTypes: s.moleculeTypes,
    developmentPhases: s.developmentPhases,
    discoveredFacts: s.discoveredFacts,
    hasDocument: s.verificationDocument !== null,
    possibleDuplicates: s.possibleDuplicates.map((d) => ({ id: d.id, name: d.name })),
    createdAt: s.createdAt.toISOString(),
  };
}
