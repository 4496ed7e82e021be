import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AUDIT_SUBJECTS, AUDIT_VERBS, type AuditEntry, type AuditSubject, type AuditVerb, type RecordedAuditEntry } from '../../../domain/audit/audit-entry';
import { AuditLog } from '../../../domain/audit/audit-log.port';
import type { QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { AuditLogEntryRecord } from '../schemas/audit-log-entry.schema';
import { UserRecord } from '../schemas/user.schema';
import { tableOf } from '../tables';
import { queueSlice } from './queue-slice';
import { toDate } from './row-values';

const log = tableOf(AuditLogEntryRecord);
const l = log.as('l');
const u = tableOf(UserRecord).as('u');

const ENTRY = l
  .pick('id', 'actor_id', 'action', 'subject_type', 'subject_id', 'subject_label', 'notes', 'details', 'created_at')
  .and(u.pickAs({ actor_email: 'email' }).nullable());

/** The stored action `<subject>.<verb>` back as its parts (written only by `record`, so always known). */
function partsOf(action: string): { subjectType: AuditSubject; verb: AuditVerb } {
  const dot = action.lastIndexOf('.');
  const subjectType = action.slice(0, dot) as AuditSubject;
  const verb = action.slice(dot + 1) as AuditVerb;
  if (!AUDIT_SUBJECTS.includes(subjectType) || !AUDIT_VERBS.includes(verb)) throw new Error(`Unknown audit action ${action}`);
  return { subjectType, verb };
}

/** The audit log in `audit_log`, written in the acting use case's transaction. */
@Injectable()
export class AuditLogRepository extends AuditLog {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(entry: AuditEntry): Promise<void> {
    await log.query(this.em).insert(
      log.values({
        actor_id: entry.actorId,
        action: `${entry.subjectType}.${entry.verb}`,
        subject_type: entry.subjectType,
        subject_id: entry.subjectId,
        subject_label: entry.subjectLabel,
        notes: entry.notes,
        details: entry.details,
        created_at: entry.at,
      }),
    );
  }

  async list(page: QueuePage): Promise<QueueSlice<RecordedAuditEntry>> {
    const query = l
      .query(this.em)
      .leftJoin(u.from, u.col('id'), l.col('actor_id'))
      .orderBy([
        { column: l.col('created_at'), order: 'desc' },
        { column: l.col('id'), order: 'desc' },
      ]);
    return queueSlice(query, ENTRY, page, (row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      ...partsOf(row.action),
      subjectId: row.subject_id,
      subjectLabel: row.subject_label,
      notes: row.notes,
      details: row.details,
      at: toDate(row.created_at),
    }));
  }
}
