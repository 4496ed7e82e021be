import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** Parses Stripe's form encoding (`items[0][price]=p&expand[0]=x&metadata[userId]=u`) into nested objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = result as Record<string, unknown>;
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

/** `{0: a, 1: b}` from the form encoding back to `[a, b]`. */
const listOf = (value: unknown): unknown[] => (value && typeof value === 'object' ? Object.values(value) : []);

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: { id: string; object: 'price' }; current_period_start: number; current_period_end: number }[];
  };
  latest_invoice: string;
  created: number;
}

export interface StripeRequestLog {
  method: string;
  path: string;
  form: Record<string, unknown>;
  /** The request's Idempotency-Key header, when it sent one. */
  idempotencyKey?: string;
}

const DAY = 86_400;

/**
 * A Stripe-compatible HTTP server for the tests: customers, subscriptions created `default_incomplete`
 * with an invoice whose confirmation secret confirms the first payment, retrieve (with the same expansions),
 * cancel at period end, and delete (cancel now); a POST with an Idempotency-Key replays the first answer given for that key. The app's real `stripe` SDK talks to it through STRIPE_API_BASE. Test helpers move a
 * subscription through its life (pay, end the period) and sign webhook events with the SDK's own
 * test-header helper.
 */
export class StripeFake {
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly requests: StripeRequestLog[] = [];
  /** Answers already given per Idempotency-Key: Stripe replays them instead of repeating the request. */
  private readonly idempotentAnswers = new Map<string, { status: number; body: unknown }>();
  /** Prices this "Stripe account" sells. */
  readonly prices = new Set<string>(['price_startup_test', 'price_growth_test']);
  readonly webhookSecret = 'whsec_test_biovetted';
  private server: Server | null = null;
  private counter = 0;
  /**
   * Runs once, on the next subscription read, after the answer was taken and before it is sent: lets a
   * test change the subscription while an older answer is still on its way (a slow Stripe response).
   */
  onNextRetrieve: ((subscription: FakeSubscription) => Promise<void>) | null = null;
  /**
   * How many of the next POSTs to this path are carried out and then lost on the way back (the connection is cut
   * instead of answering), as when Stripe created the object but the app's request timed out.
   */
  private readonly answersToLose = new Map<string, number>();
  /** The fake's notion of now, Unix seconds. */
  now = Math.floor(Date.now() / 1000);

  /** Starts on a free port. @returns the base URL for STRIPE_API_BASE. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    // The SDK keeps connections alive; close them so the test process can exit.
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment that points the app at this fake. */
  env(apiBase: string): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_biovetted',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_biovetted',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_STARTUP: 'price_startup_test',
      STRIPE_PRICE_GROWTH: 'price_growth_test',
      STRIPE_API_BASE: apiBase,
    };
  }

  /** The next `count` POSTs to `path` (e.g. "/v1/subscriptions") do their work, but their answers never arrive. */
  loseAnswers(path: string, count = 1): void {
    this.answersToLose.set(path, count);
  }

  /** The first payment succeeded (what confirming the Payment Element does). */
  pay(subscriptionId: string): FakeSubscription {
    return this.update(subscriptionId, { status: 'active' });
  }

  /** The period ended after a scheduled cancellation (Stripe then deletes the subscription). */
  endPeriod(subscriptionId: string): FakeSubscription {
    return this.update(subscriptionId, { status: 'canceled' });
  }

  update(subscriptionId: string, changes: Partial<FakeSubscription>): FakeSubscription {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    Object.assign(subscription, changes);
    return subscription;
  }

  /**
   * A webhook delivery as Stripe would send it, carrying the subscription's (or its invoice's) state
   * at the time of the call, signed with the SDK's test-header helper.
   */
  event(type: string, subscriptionId: string, options: { id?: string; secret?: string; timestamp?: number } = {}): { payload: string; signature: string } {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const object = type.startsWith('invoice.')
      ? {
          id: subscription.latest_invoice,
          object: 'invoice',
          customer: subscription.customer,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
        }
      : structuredClone(subscription);
    const payload = JSON.stringify({
      id: options.id ?? this.nextId('evt'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: this.now,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return { payload, signature };
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${String(this.counter).padStart(6, '0')}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = parseStripeForm(req.method === 'GET' ? url.searchParams.toString() : Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, form, ...(idempotencyKey ? { idempotencyKey } : {}) });
    const replay = idempotencyKey ? this.idempotentAnswers.get(idempotencyKey) : undefined;
    const send = (status: number, body: unknown) => {
      if (idempotencyKey && !replay) this.idempotentAnswers.set(idempotencyKey, { status, body });
      const toLose = req.method === 'POST' ? (this.answersToLose.get(url.pathname) ?? 0) : 0;
      if (toLose > 0) {
        this.answersToLose.set(url.pathname, toLose - 1);
        res.socket?.destroy();
        return;
      }
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': this.nextId('req') });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, message: string) => send(status, { error: { type: 'invalid_request_error', message } });
    if (req.headers.authorization !== 'Bearer sk_test_biovetted') return fail(401, 'Invalid API Key provided');
    if (replay) return send(replay.status, replay.body);

    const [, version, resource, id] = url.pathname.split('/');
    if (version !== 'v1') return fail(404, 'Unrecognized request URL');
    if (resource === 'customers' && req.method === 'POST' && !id) {
      const customer = { id: this.nextId('cus'), object: 'customer', email: form.email, name: form.name, metadata: form.metadata ?? {} };
      this.customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (resource === 'subscriptions' && req.method === 'POST' && !id) {
      if (!this.customers.has(String(form.customer))) return fail(400, `No such customer: '${String(form.customer)}'`);
      const price = String((listOf(form.items)[0] as { price?: string } | undefined)?.price ?? '');
      if (!this.prices.has(price)) return fail(400, `No such price: '${price}'`);
      if (form.payment_behavior !== 'default_incomplete') return fail(400, 'This fake only starts default_incomplete subscriptions');
      const subscription: FakeSubscription = {
        id: this.nextId('sub'),
        object: 'subscription',
        customer: String(form.customer),
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: (form.metadata as Record<string, string>) ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: this.nextId('si'),
              object: 'subscription_item',
              price: { id: price, object: 'price' },
              current_period_start: this.now,
              current_period_end: this.now + 30 * DAY,
            },
          ],
        },
        latest_invoice: this.nextId('in'),
        created: this.now,
      };
      this.subscriptions.set(subscription.id, subscription);
      return send(200, this.withExpansions(subscription, listOf(form.expand)));
    }
    if (resource === 'subscriptions' && id) {
      const subscription = this.subscriptions.get(id);
      if (!subscription) return fail(404, `No such subscription: '${id}'`);
      if (req.method === 'GET') {
        const answer = structuredClone(this.withExpansions(subscription, listOf(form.expand)));
        const hook = this.onNextRetrieve;
        this.onNextRetrieve = null;
        if (hook) await hook(subscription);
        return send(200, answer);
      }
      if (req.method === 'POST') {
        if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        const item = listOf(form.items)[0] as { id?: string; price?: string } | undefined;
        if (item) {
          if (item.id !== subscription.items.data[0].id) return fail(400, `No such subscription item: '${String(item.id)}'`);
          if (!this.prices.has(String(item.price))) return fail(400, `No such price: '${String(item.price)}'`);
          subscription.items.data[0].price = { id: String(item.price), object: 'price' };
        }
        return send(200, subscription);
      }
      if (req.method === 'DELETE') return send(200, this.endPeriod(id));
    }
    return fail(404, 'Unrecognized request URL');
  }

  private withExpansions(subscription: FakeSubscription, expand: unknown[]): unknown {
    if (!expand.includes('latest_invoice.confirmation_secret') && !expand.includes('latest_invoice')) return subscription;
    return {
      ...subscription,
      latest_invoice: {
        id: subscription.latest_invoice,
        object: 'invoice',
        status: 'open',
        confirmation_secret: expand.includes('latest_invoice.confirmation_secret')
          ? { client_secret: `pi_fake_${subscription.id}_secret_${subscription.latest_invoice}`, type: 'payment_intent' }
          : undefined,
      },
    };
  }
}
