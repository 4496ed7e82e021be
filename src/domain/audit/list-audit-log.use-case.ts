import type { QueuePage, QueueSlice } from '../moderation/moderation';
import type { RecordedAuditEntry } from './audit-entry';
import { AuditLog } from './audit-log.port';

/** GET /api/admin/audit-log: who decided or changed what, when, newest first, one page at a time. */
export class ListAuditLog {
  constructor(private readonly log: AuditLog) {}

  execute(page: QueuePage): Promise<QueueSlice<RecordedAuditEntry>> {
    return this.log.list(page);
  }
}
