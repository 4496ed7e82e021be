import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanySubmission, NewCompanySubmission } from '../../../domain/company-submissions/company-submission';
import { CompanySubmissions, type SubmissionOutcome } from '../../../domain/company-submissions/company-submissions.port';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { queueSlice } from './queue-slice';
import type { CompanyType } from '../../../domain/directory/taxonomy';
import { knexOf } from './knex-of';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

type Row = Record<string, unknown>;

const toSubmission = (row: Row): CompanySubmission => ({
  id: row.id as string,
  submittedBy: (row.submitted_by as string) ?? null,
  source: row.source as string,
  name: row.name as string,
  type: (row.type as CompanyType) ?? null,
  location: (row.location as string) ?? null,
  country: (row.country as string) ?? null,
  description: (row.description as string) ?? null,
  website: (row.website as string) ?? null,
  contactEmail: (row.contact_email as string) ?? null,
  contactName: (row.contact_name as string) ?? null,
  contactTitle: (row.contact_title as string) ?? null,
  employeeCount: (row.employee_count as number) ?? null,
  foundedYear: (row.founded_year as number) ?? null,
  services: (row.services as string[]) ?? [],
  therapeuticAreas: (row.therapeutic_areas as string[]) ?? [],
  serviceLocations: (row.service_locations as string[]) ?? [],
  discoveredFacts: (row.discovered_facts as Record<string, unknown>) ?? null,
  verificationDocument: (row.verification_document as string) ?? null,
  status: row.status as CompanySubmission['status'],
  reviewedBy: (row.reviewed_by as string) ?? null,
  reviewedAt: toDateOrNull(row.reviewed_at),
  reviewNotes: (row.review_notes as string) ?? null,
  rejectionReason: (row.rejection_reason as string) ?? null,
  companyId: (row.company_id as string) ?? null,
  createdAt: toDate(row.created_at),
});

/** Company submissions in `company_submissions`, from members and from discovery alike. */
@Injectable()
export class CompanySubmissionsRepository extends CompanySubmissions {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(s: NewCompanySubmission): Promise<CompanySubmission> {
    const [row]: Row[] = await knexOf(this.em)('company_submissions')
      .insert({
        submitted_by: s.submittedBy,
        source: s.source,
        name: s.name,
        name_key: s.nameKey,
        type: s.type,
        location: s.location,
        country: s.country,
        description: s.description,
        website: s.website,
        contact_email: s.contactEmail,
        contact_name: s.contactName,
        contact_title: s.contactTitle,
        employee_count: s.employeeCount,
        founded_year: s.foundedYear,
        services: s.services,
        therapeutic_areas: s.therapeuticAreas,
        service_locations: s.serviceLocations,
      })
      .returning('*');
    return toSubmission(row);
  }

  async findById(id: string): Promise<CompanySubmission | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await knexOf(this.em)('company_submissions').where('id', id).first();
    return row ? toSubmission(row) : null;
  }

  async findForUpdate(id: string): Promise<CompanySubmission | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await knexOf(this.em)('company_submissions').where('id', id).forUpdate().first();
    return row ? toSubmission(row) : null;
  }

  async listPending(page: QueuePage): Promise<QueueSlice<CompanySubmission>> {
    const query = knexOf(this.em)('company_submissions').where('status', 'pending').orderBy([{ column: 'created_at' }, { column: 'id' }]);
    return queueSlice(query, page, toSubmission);
  }

  async recordDecision(id: string, decision: ModerationDecision, outcome: SubmissionOutcome): Promise<void> {
    await knexOf(this.em)('company_submissions').where('id', id).update({
      status: decision.verdict,
      reviewed_by: decision.moderatorId,
      reviewed_at: decision.decidedAt,
      review_notes: decision.notes,
      rejection_reason: outcome.rejectionReason,
      company_id: outcome.companyId,
      ...(outcome.listedAs ? { type: outcome.listedAs.type, location: outcome.listedAs.location, country: outcome.listedAs.country } : {}),
      updated_at: decision.decidedAt,
    });
  }

  async setDocument(id: string, storedName: string): Promise<void> {
    await knexOf(this.em)('company_submissions').where('id', id).update({ verification_document: storedName, updated_at: knexOf(this.em).fn.now() });
  }
}
