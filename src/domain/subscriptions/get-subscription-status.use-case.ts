import { statusView, type SubscriptionStatusView } from './subscription-state';
import { SubscriberNotFoundError } from './subscriptions.errors';
import { Subscribers } from './subscribers.port';

/** GET /api/subscription/status: the member's plan as the billing events recorded it. @throws SubscriberNotFoundError */
export class GetSubscriptionStatus {
  constructor(private readonly subscribers: Subscribers) {}

  async execute(userId: string): Promise<SubscriptionStatusView> {
    const subscriber = await this.subscribers.findById(userId);
    if (!subscriber) throw new SubscriberNotFoundError();
    return statusView(subscriber);
  }
}
