import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { UserRecord } from './user.schema';

/** A single-use, 24-hour email-confirmation token, stored only as its SHA-256 hash (DECISIONS §3). */
@Entity({ tableName: 'email_confirmation_tokens' })
export class EmailConfirmationTokenRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, deleteRule: 'cascade' })
  user!: UserRecord;

  @Unique()
  @Property({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
