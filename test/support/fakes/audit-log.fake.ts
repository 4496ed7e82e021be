import type { AuditEntry, RecordedAuditEntry } from '../../../src/domain/audit/audit-entry';
import { AuditLog } from '../../../src/domain/audit/audit-log.port';
import type { QueuePage, QueueSlice } from '../../../src/domain/moderation/moderation';

/** The audit log in memory: `entries` in the order recorded; `list` answers newest first like the repository. */
export class InMemoryAuditLog extends AuditLog {
  readonly entries: AuditEntry[] = [];

  async record(entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
  }

  async list(page: QueuePage): Promise<QueueSlice<RecordedAuditEntry>> {
    const newest = this.entries.map((entry, i) => ({ ...entry, id: `audit-${i + 1}`, actorEmail: null })).reverse();
    return { items: newest.slice(page.offset, page.offset + page.limit), total: newest.length };
  }
}
