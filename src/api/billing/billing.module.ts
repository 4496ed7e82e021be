import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { BillingGateway } from '../../domain/subscriptions/billing-gateway.port';
import type { BillingSettings } from '../../domain/subscriptions/billing-settings';
import { CancelSubscription } from '../../domain/subscriptions/cancel-subscription.use-case';
import { GetSubscriptionStatus } from '../../domain/subscriptions/get-subscription-status.use-case';
import { HandleBillingEvent } from '../../domain/subscriptions/handle-billing-event.use-case';
import { StartSubscription } from '../../domain/subscriptions/start-subscription.use-case';
import { ProcessedBillingEvents, Subscribers } from '../../domain/subscriptions/subscribers.port';
import { BillingController } from './billing.controller';

/** DI token of the billing settings derived from AppConfig. */
export const BILLING_SETTINGS = Symbol('BILLING_SETTINGS');

/** Stripe billing behind the BillingGateway port (bound in PersistenceModule); off (503) while STRIPE_SECRET_KEY is unset. */
@Module({
  controllers: [BillingController],
  providers: [
    {
      provide: BILLING_SETTINGS,
      useFactory: (config: AppConfig): BillingSettings => ({
        enabled: config.stripe.secretKey !== null,
        prices: { startup: config.stripe.priceStartup, growth: config.stripe.priceGrowth },
      }),
      inject: [APP_CONFIG],
    },
    {
      provide: StartSubscription,
      useFactory: (...deps: ConstructorParameters<typeof StartSubscription>) => new StartSubscription(...deps),
      inject: [Subscribers, BillingGateway, BILLING_SETTINGS, UnitOfWork],
    },
    { provide: GetSubscriptionStatus, useFactory: (s: Subscribers) => new GetSubscriptionStatus(s), inject: [Subscribers] },
    {
      provide: CancelSubscription,
      useFactory: (...deps: ConstructorParameters<typeof CancelSubscription>) => new CancelSubscription(...deps),
      inject: [Subscribers, BillingGateway, BILLING_SETTINGS],
    },
    {
      provide: HandleBillingEvent,
      useFactory: (...deps: ConstructorParameters<typeof HandleBillingEvent>) => new HandleBillingEvent(...deps),
      inject: [BillingGateway, Subscribers, ProcessedBillingEvents, UnitOfWork, BILLING_SETTINGS],
    },
  ],
})
export class BillingModule {}
