import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CompanySubmission, NewCompanySubmission } from '../../../domain/company-submissions/company-submission';
import { CompanySubmissions, type SubmissionOutcome } from '../../../domain/company-submissions/company-submissions.port';
import type { ModerationDecision, QueuePage, QueueSlice, Settlement } from '../../../domain/moderation/moderation';
import { CompanySubmissionRecord } from '../schemas/company-submission.schema';
import { tableOf, type RowOfProjection } from '../tables';
import { knexOf } from './knex-of';
import { queueSlice } from './queue-slice';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const submissions = tableOf(CompanySubmissionRecord);

/** The columns a CompanySubmission is made of. */
const SUBMISSION = submissions.pick(
  'id',
  'submitter_id',
  'source',
  'name',
  'type',
  'location',
  'country',
  'description',
  'website',
  'contact_email',
  'contact_name',
  'contact_title',
  'employee_count',
  'founded_year',
  'services',
  'therapeutic_areas',
  'service_locations',
  'molecule_types',
  'development_phases',
  'discovered_facts',
  'verification_document',
  'status',
  'reviewer_id',
  'reviewed_at',
  'review_notes',
  'rejection_reason',
  'company_id',
  'created_at',
);

const toSubmission = (row: RowOfProjection<typeof SUBMISSION>): CompanySubmission => ({
  id: row.id,
  submittedBy: row.submitter_id,
  source: row.source,
  name: row.name,
  type: row.type,
  location: row.location,
  country: row.country,
  description: row.description,
  website: row.website,
  contactEmail: row.contact_email,
  contactName: row.contact_name,
  contactTitle: row.contact_title,
  employeeCount: row.employee_count,
  foundedYear: row.founded_year,
  services: row.services,
  therapeuticAreas: row.therapeutic_areas,
  serviceLocations: row.service_locations,
  moleculeTypes: row.molecule_types,
  developmentPhases: row.development_phases,
  discoveredFacts: row.discovered_facts,
  verificationDocument: row.verification_document,
  status: row.status,
  reviewedBy: row.reviewer_id,
  reviewedAt: toDateOrNull(row.reviewed_at),
  reviewNotes: row.review_notes,
  rejectionReason: row.rejection_reason,
  companyId: row.company_id,
  createdAt: toDate(row.created_at),
});

/** Company submissions in `company_submissions`, from members and from discovery alike. */
@Injectable()
export class CompanySubmissionsRepository extends CompanySubmissions {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(s: NewCompanySubmission): Promise<CompanySubmission> {
    const insert = submissions.query(this.em).insert(
      submissions.values({
        submitter_id: s.submittedBy,
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
        molecule_types: s.moleculeTypes,
        development_phases: s.developmentPhases,
      }),
    );
    const [row] = await SUBMISSION.returning(insert);
    return toSubmission(row);
  }

  async findById(id: string): Promise<CompanySubmission | null> {
    if (!isUuid(id)) return null;
    const row = await SUBMISSION.first(submissions.query(this.em).where(submissions.col('id'), id));
    return row ? toSubmission(row) : null;
  }

  async findForUpdate(id: string): Promise<CompanySubmission | null> {
    if (!isUuid(id)) return null;
    const row = await SUBMISSION.first(submissions.query(this.em).where(submissions.col('id'), id).forUpdate());
    return row ? toSubmission(row) : null;
  }

  async listPending(page: QueuePage): Promise<QueueSlice<CompanySubmission>> {
    const query = submissions
      .query(this.em)
      .where(submissions.col('status'), 'pending')
      .orderBy([{ column: submissions.col('created_at') }, { column: submissions.col('id') }]);
    return queueSlice(query, SUBMISSION, page, toSubmission);
  }

  async recordDecision(id: string, decision: ModerationDecision, outcome: SubmissionOutcome): Promise<void> {
    await submissions
      .query(this.em)
      .where(submissions.col('id'), id)
      .update(
        submissions.values({
          status: decision.verdict,
          reviewer_id: decision.moderatorId,
          reviewed_at: decision.decidedAt,
          review_notes: decision.notes,
          rejection_reason: outcome.rejectionReason,
          company_id: outcome.companyId,
          ...(outcome.listedAs ? { type: outcome.listedAs.type, location: outcome.listedAs.location, country: outcome.listedAs.country } : {}),
          updated_at: decision.decidedAt,
        }),
      );
  }

  async recordDuplicate(id: string, settlement: Settlement<'duplicate'>, companyId: string): Promise<void> {
    await submissions
      .query(this.em)
      .where(submissions.col('id'), id)
      .update(
        submissions.values({
          status: settlement.verdict,
          reviewer_id: settlement.moderatorId,
          reviewed_at: settlement.decidedAt,
          review_notes: settlement.notes,
          company_id: companyId,
          updated_at: settlement.decidedAt,
        }),
      );
  }

  async setDocument(id: string, storedName: string): Promise<void> {
    await submissions
      .query(this.em)
      .where(submissions.col('id'), id)
      .update(submissions.values({ verification_document: storedName, updated_at: knexOf(this.em).fn.now() }));
  }
}
