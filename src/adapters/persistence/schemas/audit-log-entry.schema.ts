import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { UserRecord } from './user.schema';

/**
 * One admin action (docs/administration.md audit log): every moderation decision and every change to a company
 * (edit, unlist, relist, merge), with who did it and when. Rows are only ever inserted.
 */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['createdAt'], name: 'audit_log_created_at_index' })
export class AuditLogEntryRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  /** The admin who acted; null once that account is deleted (the entry stays). */
  @ManyToOne({ entity: () => UserRecord, ref: true, nullable: true, deleteRule: 'set null' })
  actor: Ref<UserRecord> | null = null;

  /** What was done, `<subject>.<verb>` (AUDIT_ACTIONS). */
  @Property({ type: 'text' })
  action!: string;

  /** The kind of thing acted on (user, review, company, …). */
  @Property({ type: 'text' })
  subjectType!: string;

  @Index()
  @Property({ type: 'uuid' })
  subjectId!: string;

  /** A readable name of the subject at the time (a company's name, an email), kept if the subject goes. */
  @Property({ type: 'text', nullable: true })
  subjectLabel: string | null = null;

  /** The admin's notes or reason, trimmed. */
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** What changed (a company's edited fields before and after, the company a submission merged into). */
  @Property({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
