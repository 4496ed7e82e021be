import type { Membership } from '../../../src/domain/subscriptions/subscription-state';
import { ProcessedBillingEvents, Subscribers, type Subscriber } from '../../../src/domain/subscriptions/subscribers.port';

/** One member's billing fields in memory; `writes` counts membership writes (webhook idempotency). */
export class InMemorySubscribers extends Subscribers {
  writes = 0;

  constructor(public member: Subscriber) {
    super();
  }

  async findById(userId: string): Promise<Subscriber | null> {
    return this.member.id === userId ? this.member : null;
  }

  async findByCustomerId(customerId: string): Promise<Subscriber | null> {
    return this.member.stripeCustomerId === customerId ? this.member : null;
  }

  async setCustomerId(userId: string, customerId: string): Promise<void> {
    if (userId === this.member.id) this.member = { ...this.member, stripeCustomerId: customerId };
  }

  async setMembership(userId: string, membership: Membership): Promise<void> {
    if (userId !== this.member.id) return;
    this.writes += 1;
    this.member = { ...this.member, ...membership };
  }
}

/** Processed webhook event ids in memory: a second `record` of an id answers false, as the table's key does. */
export class InMemoryProcessedBillingEvents extends ProcessedBillingEvents {
  readonly ids = new Set<string>();

  async record(eventId: string): Promise<boolean> {
    if (this.ids.has(eventId)) return false;
    this.ids.add(eventId);
    return true;
  }
}
