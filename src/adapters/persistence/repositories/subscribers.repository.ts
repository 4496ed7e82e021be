import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AccountVerificationLevel } from '../../../domain/accounts/account';
import type { BillingStatus, Membership } from '../../../domain/subscriptions/subscription-state';
import { ProcessedBillingEvents, Subscribers, type Subscriber } from '../../../domain/subscriptions/subscribers.port';
import { knexOf } from './knex-of';
import { toDateOrNull } from './row-values';
import { isUuid } from './uuid';

type Row = Record<string, unknown>;

/** The users' billing columns plus whether an industry-verification request of theirs is pending. */
function selectSubscribers(em: EntityManager) {
  const knex = knexOf(em);
  return knex('users as u').select(
    'u.*',
    knex.raw(`exists (select 1 from email_verification_requests r where r.user_id = u.id and r.status = 'pending') as has_pending_request`),
  );
}

function toSubscriber(row: Row): Subscriber {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    id: row.id as string,
    email: row.email as string,
    name: name || (row.email as string),
    userType: row.user_type as string,
    industryVerified: row.industry_verified as boolean,
    verificationLevel: row.verification_level as AccountVerificationLevel,
    stripeCustomerId: (row.stripe_customer_id as string) ?? null,
    hasPendingVerificationRequest: Boolean(row.has_pending_request),
    subscriptionTier: row.subscription_tier as string,
    stripeSubscriptionId: (row.stripe_subscription_id as string) ?? null,
    stripeSubscriptionStatus: (row.stripe_subscription_status as BillingStatus) ?? null,
    stripeCurrentPeriodEnd: toDateOrNull(row.stripe_current_period_end),
    stripeCancelAtPeriodEnd: Boolean(row.stripe_cancel_at_period_end),
  };
}

/** Members' billing fields in the `users` table. */
@Injectable()
export class SubscribersRepository extends Subscribers {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findById(userId: string): Promise<Subscriber | null> {
    if (!isUuid(userId)) return null;
    const row: Row | undefined = await selectSubscribers(this.em).where('u.id', userId).first();
    return row ? toSubscriber(row) : null;
  }

  async findByCustomerId(customerId: string): Promise<Subscriber | null> {
    const row: Row | undefined = await selectSubscribers(this.em).where('u.stripe_customer_id', customerId).first();
    return row ? toSubscriber(row) : null;
  }

  async setCustomerId(userId: string, customerId: string): Promise<void> {
    await knexOf(this.em)('users').where('id', userId).update({ stripe_customer_id: customerId, updated_at: new Date() });
  }

  async setMembership(userId: string, membership: Membership): Promise<void> {
    await knexOf(this.em)('users').where('id', userId).update({
      subscription_tier: membership.subscriptionTier,
      stripe_subscription_id: membership.stripeSubscriptionId,
      stripe_subscription_status: membership.stripeSubscriptionStatus,
      stripe_current_period_end: membership.stripeCurrentPeriodEnd,
      stripe_cancel_at_period_end: membership.stripeCancelAtPeriodEnd,
      updated_at: new Date(),
    });
  }
}

/** Processed webhook event ids in `processed_webhook_events`. */
@Injectable()
export class ProcessedBillingEventsRepository extends ProcessedBillingEvents {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(eventId: string, type: string): Promise<boolean> {
    const inserted: Row[] = await knexOf(this.em)('processed_webhook_events')
      .insert({ event_id: eventId, type })
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    return inserted.length > 0;
  }
}
