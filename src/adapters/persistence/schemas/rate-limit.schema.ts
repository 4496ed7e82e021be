import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A counter of rate-limiter-flexible's PostgreSQL store (sign-in, sign-up and forgot-password limits),
 * shared by every app instance. The library reads and writes it itself (PostgresRateLimits); the entity
 * describes the table for the schema check.
 */
@Entity({ tableName: 'rate_limits' })
export class RateLimitRecord {
  /** `<limit name>:<email, ip or pair>` */
  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points = 0;

  /** When the window ends, in Unix milliseconds (bigint, read back as text). */
  @Index()
  @Property({ type: 'bigint', nullable: true })
  expire: string | null = null;
}
