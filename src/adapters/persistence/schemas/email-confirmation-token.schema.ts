import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { UserRecord } from './user.schema';

/** A single-use, 24-hour email-confirmation token, stored only as its SHA-256 hash (docs/accounts.md). */
@Entity({ tableName: 'email_confirmation_tokens' })
export class EmailConfirmationTokenRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<UserRecord>;

  /** Hex SHA-256 of the token sent by mail. */
  @Unique()
  @Property({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** When the token was used; null while it is unused. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
