import type { QueuePage, QueueSlice } from '../moderation/moderation';
import type { AuditEntry, RecordedAuditEntry } from './audit-entry';

/** The audit log's storage: entries are appended inside the action's own transaction, and never changed. */
export abstract class AuditLog {
  abstract record(entry: AuditEntry): Promise<void>;
  /** One page of entries, newest first, and how many there are. */
  abstract list(page: QueuePage): Promise<QueueSlice<RecordedAuditEntry>>;
}
