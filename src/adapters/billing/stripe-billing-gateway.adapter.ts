import type Stripe from 'stripe';
import { BillingGateway, type BillingEvent } from '../../domain/subscriptions/billing-gateway.port';
import { BILLING_STATUSES, type BillingStatus, type BillingSubscription } from '../../domain/subscriptions/subscription-state';
import { InvalidWebhookError } from '../../domain/subscriptions/subscriptions.errors';

/**
 * The SDK's client, sending requests to Stripe itself or to a Stripe-compatible server (STRIPE_API_BASE, for tests).
 * The SDK is loaded here, so an instance without billing never loads it (a shorter start, in tests too).
 */
export function stripeClient(secretKey: string, apiBase: string | null): Stripe {
  // require, not import(): import() would take the SDK's ESM build, whose types differ from the CommonJS ones.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
  const StripeSdk: typeof Stripe = require('stripe');
  if (!apiBase) return new StripeSdk(secretKey, { maxNetworkRetries: 2, telemetry: false });
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new StripeSdk(secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

function toStatus(status: string): BillingStatus {
  return (BILLING_STATUSES as readonly string[]).includes(status) ? (status as BillingStatus) : 'incomplete';
}

/** Translates Stripe's subscription (API 2026: the period end lives on the items) into the domain's shape. */
export function toBillingSubscription(subscription: Stripe.Subscription): BillingSubscription {
  const item = subscription.items?.data?.[0];
  const periodEnd = item?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end ?? null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: toStatus(subscription.status),
    priceId: item?.price?.id ?? null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    userId: subscription.metadata?.userId ?? null,
  };
}

/** The client secret of a subscription's latest invoice (expanded with its confirmation secret), or null. */
function firstPaymentSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice as Stripe.Invoice | string | null;
  return invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
}

/** The subscription an event is about: the object itself, or an invoice's parent subscription. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (object.object === 'subscription') return object.id as string;
  if (object.object === 'invoice') {
    const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | null | undefined;
    return idOf(parent?.subscription_details?.subscription ?? (object.subscription as string | { id: string } | null | undefined));
  }
  return null;
}

/**
 * The billing port over the `stripe` SDK (docs/billing-and-plans.md). Only this file knows Stripe's types; the
 * domain sees BillingSubscription and BillingEvent.
 */
export class StripeBillingGateway extends BillingGateway {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string | null,
  ) {
    super();
  }

  async createCustomer(input: { userId: string; email: string; name: string }): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: input.email, name: input.name, metadata: { userId: input.userId } },
      { idempotencyKey: `customer-${input.userId}` },
    );
    return customer.id;
  }

  async startSubscription(input: {
    customerId: string;
    priceId: string;
    userId: string;
    requestKey: string;
  }): Promise<{ subscriptionId: string; clientSecret: string | null }> {
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price: input.priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { userId: input.userId },
      },
      { idempotencyKey: input.requestKey },
    );
    return { subscriptionId: subscription.id, clientSecret: firstPaymentSecretOf(subscription) };
  }

  async retrieveWithFirstPayment(subscriptionId: string): Promise<{ subscription: BillingSubscription; clientSecret: string | null }> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.confirmation_secret'] });
    return { subscription: toBillingSubscription(subscription), clientSecret: subscription.status === 'incomplete' ? firstPaymentSecretOf(subscription) : null };
  }

  async changePrice(input: { subscriptionId: string; priceId: string }): Promise<BillingSubscription> {
    const current = await this.stripe.subscriptions.retrieve(input.subscriptionId);
    const item = current.items.data[0];
    return toBillingSubscription(
      await this.stripe.subscriptions.update(input.subscriptionId, {
        items: [{ id: item.id, price: input.priceId }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      }),
    );
  }

  async retrieveSubscription(subscriptionId: string): Promise<BillingSubscription> {
    return toBillingSubscription(await this.stripe.subscriptions.retrieve(subscriptionId));
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<BillingSubscription> {
    return toBillingSubscription(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  async cancelNow(subscriptionId: string): Promise<BillingSubscription> {
    return toBillingSubscription(await this.stripe.subscriptions.cancel(subscriptionId));
  }

  verifyWebhook(rawBody: Uint8Array | string, signature: string | undefined): BillingEvent {
    if (!this.webhookSecret || !signature) throw new InvalidWebhookError();
    let event: Stripe.Event;
    try {
      // Default tolerance: 300 s, so a replayed old delivery fails (docs/api-contract.md#contract-details).
      event = this.stripe.webhooks.constructEvent(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody), signature, this.webhookSecret);
    } catch {
      throw new InvalidWebhookError();
    }
    const object = event.data.object as unknown as { customer?: string | { id: string } | null };
    return { id: event.id, type: event.type, subscriptionId: subscriptionIdOf(event), customerId: idOf(object.customer) };
  }
}

/** Stands in while STRIPE_SECRET_KEY is unset; the use cases answer 503 before ever calling it. */
export class DisabledBillingGateway extends BillingGateway {
  private fail(): never {
    throw new Error('Billing is not configured (STRIPE_SECRET_KEY is unset)');
  }
  createCustomer(): Promise<string> {
    return this.fail();
  }
  startSubscription(): Promise<{ subscriptionId: string; clientSecret: string | null }> {
    return this.fail();
  }
  changePrice(): Promise<BillingSubscription> {
    return this.fail();
  }
  retrieveSubscription(): Promise<BillingSubscription> {
    return this.fail();
  }
  retrieveWithFirstPayment(): Promise<{ subscription: BillingSubscription; clientSecret: string | null }> {
    return this.fail();
  }
  cancelAtPeriodEnd(): Promise<BillingSubscription> {
    return this.fail();
  }
  cancelNow(): Promise<BillingSubscription> {
    return this.fail();
  }
  verifyWebhook(): BillingEvent {
    return this.fail();
  }
}
