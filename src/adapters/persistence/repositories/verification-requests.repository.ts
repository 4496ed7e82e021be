import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { VerificationRequests, type NewVerificationRequest, type VerificationRequest } from '../../../domain/verification/verification-requests.port';
import { EmailVerificationRequestRecord } from '../schemas/email-verification-request.schema';
import { tableOf, type RowOfProjection } from '../tables';
import { queueSlice } from './queue-slice';
import { toDate } from './row-values';
import { isUuid } from './uuid';

const requests = tableOf(EmailVerificationRequestRecord);

/** The columns a VerificationRequest is made of. */
export const REQUEST = requests.pick(
  'id',
  'user_id',
  'email',
  'first_name',
  'last_name',
  'company',
  'job_title',
  'linkedin_profile',
  'additional_info',
  'status',
  'created_at',
);

/** Requests are made by signed-in members; a request whose account was deleted is deleted with it (cascade). */
export const toRequest = (row: RowOfProjection<typeof REQUEST>): VerificationRequest => ({
  id: row.id,
  userId: row.user_id!,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  company: row.company,
  jobTitle: row.job_title,
  linkedinProfile: row.linkedin_profile,
  additionalInfo: row.additional_info,
  status: row.status,
  createdAt: toDate(row.created_at),
});

/** Verification requests in `email_verification_requests`. */
@Injectable()
export class VerificationRequestsRepository extends VerificationRequests {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(request: NewVerificationRequest): Promise<VerificationRequest> {
    const insert = requests.query(this.em).insert(
      requests.values({
        user_id: request.userId,
        email: request.email,
        first_name: request.firstName,
        last_name: request.lastName,
        company: request.company,
        job_title: request.jobTitle,
        linkedin_profile: request.linkedinProfile,
        additional_info: request.additionalInfo,
      }),
    );
    const [row] = await REQUEST.returning(insert);
    return toRequest(row);
  }

  async findById(id: string): Promise<VerificationRequest | null> {
    if (!isUuid(id)) return null;
    const row = await REQUEST.first(requests.query(this.em).where(requests.col('id'), id));
    return row ? toRequest(row) : null;
  }

  async hasPending(userId: string): Promise<boolean> {
    const query = requests.query(this.em).where(requests.col('user_id'), userId).where(requests.col('status'), 'pending');
    return (await requests.pick('id').first(query)) !== undefined;
  }

  async listPending(page: QueuePage): Promise<QueueSlice<VerificationRequest>> {
    const query = requests
      .query(this.em)
      .where(requests.col('status'), 'pending')
      .orderBy([{ column: requests.col('created_at') }, { column: requests.col('id') }]);
    return queueSlice(query, REQUEST, page, toRequest);
  }

  async findForUpdate(id: string): Promise<VerificationRequest | null> {
    if (!isUuid(id)) return null;
    const row = await REQUEST.first(requests.query(this.em).where(requests.col('id'), id).forUpdate());
    return row ? toRequest(row) : null;
  }

  async recordDecision(id: string, decision: ModerationDecision): Promise<void> {
    await requests
      .query(this.em)
      .where(requests.col('id'), id)
      .update(requests.values({ status: decision.verdict, reviewer_id: decision.moderatorId, reviewed_at: decision.decidedAt, review_notes: decision.notes }));
  }
}
