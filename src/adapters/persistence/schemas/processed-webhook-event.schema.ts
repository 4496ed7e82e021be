import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A billing webhook event already processed, so a redelivery changes nothing (idempotency). */
@Entity({ tableName: 'processed_webhook_events' })
export class ProcessedWebhookEventRecord {
  /** The provider's event id (Stripe `evt_…`). */
  @PrimaryKey({ type: 'text' })
  eventId!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  processedAt: Date = new Date();
}
