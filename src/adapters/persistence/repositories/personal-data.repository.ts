import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PersonalData, type PersonalDataExport } from '../../../domain/privacy/personal-data.port';
import { CompanySubmissionRecord } from '../schemas/company-submission.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { EmailVerificationRequestRecord } from '../schemas/email-verification-request.schema';
import { ProjectRequirementRecord } from '../schemas/project-requirement.schema';
import { ReviewRecord } from '../schemas/review.schema';
import { ProjectCompanyRecord } from '../schemas/project-company.schema';
import { ProjectRecord } from '../schemas/project.schema';
import { UserRecord } from '../schemas/user.schema';
import { VerificationDocumentRecord } from '../schemas/verification-document.schema';
import { tableOf } from '../tables';
import { toDate } from './row-values';
import { isUuid } from './uuid';
import { REQUEST, toRequest } from './verification-requests.repository';

const users = tableOf(UserRecord);
const reviews = tableOf(ReviewRecord);
const submissions = tableOf(CompanySubmissionRecord);
const documents = tableOf(VerificationDocumentRecord);
const shortlist = tableOf(ProjectCompanyRecord).as('sl');
const projects = tableOf(ProjectRecord).as('p');
const companies = tableOf(CompanyRecord).as('c');
const requirements = tableOf(ProjectRequirementRecord);
const verificationRequests = tableOf(EmailVerificationRequestRecord);

/**
 * A member's personal data across the tables no other repository reads for them, and its erasure. The foreign
 * keys do part of the erasure (docs/decisions/0025): tokens, saved searches, projects (the shortlist among them), match and
 * verification requests and vendor accounts (with their responses) cascade from `users`; reviews and company
 * submissions are handled here first, since their rows outlive the member.
 */
@Injectable()
export class PersonalDataRepository extends PersonalData {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async recordsOf(accountId: string): Promise<Pick<PersonalDataExport, 'shortlist' | 'companySubmissions' | 'matchRequests' | 'verificationRequests'>> {
    if (!isUuid(accountId)) return { shortlist: [], companySubmissions: [], matchRequests: [], verificationRequests: [] };
    const [listed, submitted, matches, requests] = await Promise.all([
      shortlist
        .pick('company_id', 'added_at')
        .and(companies.pickAs({ company_name: 'name' }))
        .rows(
          shortlist
            .query(this.em)
            .join(companies.from, companies.col('id'), shortlist.col('company_id'))
            .join(projects.from, projects.col('id'), shortlist.col('project_id'))
            .where(projects.col('owner_id'), accountId)
            .andWhere(projects.col('is_default'), true)
            .orderBy(shortlist.col('added_at')),
        ),
      submissions
        .pick('id', 'name', 'website', 'contact_name', 'contact_title', 'contact_email', 'status', 'created_at')
        .rows(submissions.query(this.em).where(submissions.col('submitter_id'), accountId).orderBy(submissions.col('created_at'), 'desc')),
      requirements
        .pick('id', 'project_name', 'project_type', 'timeline', 'budget', 'therapeutic_area', 'geography', 'molecule_type', 'development_phase', 'created_at')
        .rows(requirements.query(this.em).where(requirements.col('user_id'), accountId).orderBy(requirements.col('created_at'), 'desc')),
      REQUEST.rows(verificationRequests.query(this.em).where(verificationRequests.col('user_id'), accountId).orderBy(verificationRequests.col('created_at'), 'desc')),
    ]);
    return {
      shortlist: listed.map((row) => ({ companyId: row.company_id, companyName: row.company_name, addedAt: toDate(row.added_at) })),
      companySubmissions: submitted.map((row) => ({
        id: row.id,
        name: row.name,
        website: row.website,
        contactName: row.contact_name,
        contactTitle: row.contact_title,
        contactEmail: row.contact_email,
        status: row.status,
        createdAt: toDate(row.created_at),
      })),
      matchRequests: matches.map((row) => ({
        id: row.id,
        projectName: row.project_name,
        projectType: row.project_type,
        timeline: row.timeline,
        budget: row.budget,
        therapeuticArea: row.therapeutic_area,
        geography: row.geography,
        moleculeType: row.molecule_type,
        developmentPhase: row.development_phase,
        createdAt: toDate(row.created_at),
      })),
      verificationRequests: requests.map((row) => {
        const { userId: _own, ...request } = toRequest(row);
        return request;
      }),
    };
  }

  async erase(accountId: string): Promise<void> {
    if (!isUuid(accountId)) return;
    // Unpublished reviews are the member's alone; published ones belong to the company's record, unlinked.
    await reviews.query(this.em).where(reviews.col('user_id'), accountId).whereNot(reviews.col('moderation_status'), 'approved').delete();
    await reviews
      .query(this.em)
      .where(reviews.col('user_id'), accountId)
      .update(reviews.values({ user_id: null, authored_by: null }));
    // The proposed company's facts stay (other members' held reviews may wait for it); who proposed it goes.
    const submitted = submissions.query(this.em).select(submissions.col('id')).where(submissions.col('submitter_id'), accountId);
    await documents.query(this.em).whereIn(documents.col('submission_id'), submitted).delete();
    await submissions
      .query(this.em)
      .where(submissions.col('submitter_id'), accountId)
      .update(submissions.values({ submitter_id: null, contact_name: null, contact_title: null, contact_email: null, verification_document: null }));
    await users.query(this.em).where(users.col('id'), accountId).delete();
  }

  async isLastAdmin(accountId: string): Promise<boolean> {
    const other = await users.pick('id').first(users.query(this.em).where(users.col('user_type'), 'admin').whereNot(users.col('id'), accountId));
    return other === undefined;
  }
}
