import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanySubmission, NewCompanySubmission } from '../../../domain/company-submissions/company-submission';
import { CompanySubmissions, type SubmissionDecision } from '../../../domain/company-submissions/company-submissions.port';
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

  async findByIdForUpdate(id: string): Promise<CompanySubmission | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await knexOf(this.em)('company_submissions').where('id', id).forUpdate().first();
    return row ? toSubmission(row) : null;
  }

  async listPending(page: { limit: number; offset: number }): Promise<{ items: CompanySubmission[]; total: number }> {
    const knex = knexOf(this.em);
    const [rows, counts] = await Promise.all([
      knex('company_submissions').where('status', 'pending').orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(page.limit).offset(page.offset),
      knex('company_submissions').where('status', 'pending').count({ n: '*' }),
    ]);
    return { items: (rows as Row[]).map(toSubmission), total: Number(counts[0]?.n ?? 0) };
  }

  async decide(id: string, d: SubmissionDecision): Promise<void> {
    await knexOf(this.em)('company_submissions').where('id', id).update({
      status: d.status,
      reviewed_by: d.reviewerId,
      reviewed_at: d.at,
      review_notes: d.notes,
      rejection_reason: d.rejectionReason,
      company_id: d.companyId,
      ...(d.listedAs ? { type: d.listedAs.type, location: d.listedAs.location, country: d.listedAs.country } : {}),
      updated_at: d.at,
    });
  }

  async setDocument(id: string, storedName: string): Promise<void> {
    await knexOf(this.em)('company_submissions').where('id', id).update({ verification_document: storedName, updated_at: knexOf(this.em).fn.now() });
  }
}
