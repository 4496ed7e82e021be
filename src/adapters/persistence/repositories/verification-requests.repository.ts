import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  VerificationRequests,
  type NewVerificationRequest,
  type VerificationRequest,
} from '../../../domain/verification/verification-requests.port';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { knexOf } from './knex-of';
import { queueSlice } from './queue-slice';
import { toDate } from './row-values';
import { isUuid } from './uuid';

type Row = Record<string, unknown>;

const toRequest = (row: Row): VerificationRequest => ({
  id: row.id as string,
  userId: row.user_id as string,
  email: row.email as string,
  firstName: row.first_name as string,
  lastName: row.last_name as string,
  company: row.company as string,
  jobTitle: row.job_title as string,
  linkedinProfile: (row.linkedin_profile as string) ?? null,
  additionalInfo: (row.additional_info as string) ?? null,
  status: row.status as VerificationRequest['status'],
  createdAt: toDate(row.created_at),
});

/** Verification requests in `email_verification_requests`. */
@Injectable()
export class VerificationRequestsRepository extends VerificationRequests {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(request: NewVerificationRequest): Promise<VerificationRequest> {
    const [row]: Row[] = await knexOf(this.em)('email_verification_requests')
      .insert({
        user_id: request.userId,
        email: request.email,
        first_name: request.firstName,
        last_name: request.lastName,
        company: request.company,
        job_title: request.jobTitle,
        linkedin_profile: request.linkedinProfile,
        additional_info: request.additionalInfo,
      })
      .returning('*');
    return toRequest(row);
  }

  async findById(id: string): Promise<VerificationRequest | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await knexOf(this.em)('email_verification_requests').where('id', id).first();
    return row ? toRequest(row) : null;
  }

  async hasPending(userId: string): Promise<boolean> {
    return (await knexOf(this.em)('email_verification_requests').where({ user_id: userId, status: 'pending' }).first('id')) !== undefined;
  }

  async listPending(page: QueuePage): Promise<QueueSlice<VerificationRequest>> {
    const query = knexOf(this.em)('email_verification_requests').where('status', 'pending').orderBy([{ column: 'created_at' }, { column: 'id' }]);
    return queueSlice(query, page, toRequest);
  }

  async findForUpdate(id: string): Promise<VerificationRequest | null> {
    if (!isUuid(id)) return null;
    const row: Row | undefined = await knexOf(this.em)('email_verification_requests').where('id', id).forUpdate().first();
    return row ? toRequest(row) : null;
  }

  async recordDecision(id: string, decision: ModerationDecision): Promise<void> {
    await knexOf(this.em)('email_verification_requests')
      .where('id', id)
      .update({ status: decision.verdict, reviewed_by: decision.moderatorId, reviewed_at: decision.decidedAt, review_notes: decision.notes });
  }
}
