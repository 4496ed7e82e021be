import { Module } from '@nestjs/common';
import { BILLING_SETTINGS } from '../../config/config.module';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { BillingGateway } from '../../domain/subscriptions/billing-gateway.port';
import { CancelSubscription } from '../../domain/subscriptions/cancel-subscription.use-case';
import { GetSubscriptionStatus } from '../../domain/subscriptions/get-subscription-status.use-case';
import { HandleBillingEvent } from '../../domain/subscriptions/handle-billing-event.use-case';
import { StartSubscription } from '../../domain/subscriptions/start-subscription.use-case';
import { ProcessedBillingEvents, Subscribers } from '../../domain/subscriptions/subscribers.port';
import { BillingController } from './billing.controller';
import { DemoUpgradeController } from './demo-upgrade.controller';
import { useCase } from '../use-case.provider';

/** Stripe billing behind the BillingGateway port (bound in AdaptersModule); off (503) while STRIPE_SECRET_KEY is unset. */
@Module({
  controllers: [BillingController, DemoUpgradeController],
  providers: [
    useCase(StartSubscription, [Subscribers, BillingGateway, BILLING_SETTINGS, UnitOfWork]),
    useCase(GetSubscriptionStatus, [Subscribers]),
    useCase(CancelSubscription, [Subscribers, BillingGateway, BILLING_SETTINGS]),
    useCase(HandleBillingEvent, [BillingGateway, Subscribers, ProcessedBillingEvents, UnitOfWork, BILLING_SETTINGS]),
  ],
})
export class BillingModule {}
