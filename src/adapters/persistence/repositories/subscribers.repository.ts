import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Membership } from '../../../domain/subscriptions/subscription-state';
import { ProcessedBillingEvents, Subscribers, type Subscriber } from '../../../domain/subscriptions/subscribers.port';
import { EmailVerificationRequestRecord } from '../schemas/email-verification-request.schema';
import { ProcessedWebhookEventRecord } from '../schemas/processed-webhook-event.schema';
import { UserRecord } from '../schemas/user.schema';
import { computed, tableOf, type RowOfProjection } from '../tables';
import { knexOf } from './knex-of';
import { toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const users = tableOf(UserRecord);
const u = users.as('u');
const requests = tableOf(EmailVerificationRequestRecord).as('r');

/** The users' columns billing reads. */
const SUBSCRIBER = u.pick(
  'id',
  'email',
  'first_name',
  'last_name',
  'user_type',
  'industry_verified',
  'verification_level',
  'stripe_customer_id',
  'subscription_tier',
  'stripe_subscription_id',
  'stripe_subscription_status',
  'stripe_current_period_end',
  'stripe_cancel_at_period_end',
);

type SubscriberRow = RowOfProjection<typeof SUBSCRIBER> & { has_pending_request: boolean };

function toSubscriber(row: SubscriberRow): Subscriber {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    email: row.email,
    name: name || row.email,
    userType: row.user_type,
    industryVerified: row.industry_verified,
    verificationLevel: row.verification_level,
    stripeCustomerId: row.stripe_customer_id,
    hasPendingVerificationRequest: row.has_pending_request,
    subscriptionTier: row.subscription_tier,
    stripeSubscriptionId: row.stripe_subscription_id,
    stripeSubscriptionStatus: row.stripe_subscription_status,
    stripeCurrentPeriodEnd: toDateOrNull(row.stripe_current_period_end),
    stripeCancelAtPeriodEnd: row.stripe_cancel_at_period_end,
  };
}

/** Members' billing fields in the `users` table. */
@Injectable()
export class SubscribersRepository extends Subscribers {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The billing columns plus whether an industry-verification request of the member's is pending. */
  private async findOne(column: 'id' | 'stripe_customer_id', value: string): Promise<Subscriber | null> {
    const hasPendingRequest = computed<{ has_pending_request: boolean }>(
      knexOf(this.em).raw(
        `exists (select 1 from ${requests.from} where ${requests.col('user_id')} = ${u.col('id')} and ${requests.col('status')} = 'pending') as has_pending_request`,
      ),
    );
    const row = await SUBSCRIBER.and(hasPendingRequest).first(u.query(this.em).where(u.col(column), value));
    return row ? toSubscriber(row) : null;
  }

  async findById(userId: string): Promise<Subscriber | null> {
    return isUuid(userId) ? this.findOne('id', userId) : null;
  }

  async findByCustomerId(customerId: string): Promise<Subscriber | null> {
    return this.findOne('stripe_customer_id', customerId);
  }

  async setCustomerId(userId: string, customerId: string): Promise<void> {
    await users
      .query(this.em)
      .where(users.col('id'), userId)
      .update(users.values({ stripe_customer_id: customerId, updated_at: new Date() }));
  }

  async setMembership(userId: string, membership: Membership): Promise<void> {
    await users
      .query(this.em)
      .where(users.col('id'), userId)
      .update(
        users.values({
          subscription_tier: membership.subscriptionTier,
          stripe_subscription_id: membership.stripeSubscriptionId,
          stripe_subscription_status: membership.stripeSubscriptionStatus,
          stripe_current_period_end: membership.stripeCurrentPeriodEnd,
          stripe_cancel_at_period_end: membership.stripeCancelAtPeriodEnd,
          updated_at: new Date(),
        }),
      );
  }
}

const processedEvents = tableOf(ProcessedWebhookEventRecord);

/** Processed webhook event ids in `processed_webhook_events`. */
@Injectable()
export class ProcessedBillingEventsRepository extends ProcessedBillingEvents {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(eventId: string, type: string): Promise<boolean> {
    const insert = processedEvents
      .query(this.em)
      .insert(processedEvents.values({ event_id: eventId, type }))
      .onConflict(processedEvents.col('event_id'))
      .ignore();
    return (await processedEvents.pick('event_id').returning(insert)).length > 0;
  }
}
