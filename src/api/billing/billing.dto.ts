import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BILLING_STATUSES, type SubscriptionStatusView } from '../../domain/subscriptions/subscription-state';
import { PLAN_AUDIENCES, PLAN_TIERS, type PricingPlan } from '../../domain/subscriptions/plans';
import { SUBSCRIPTION_ANSWERS } from '../../domain/subscriptions/subscriptions.errors';

/**
 * POST /api/create-subscription. `priceId` is checked by the use case, after the verification check,
 * so an unverified member learns about verification first (docs/api-contract.md#order-of-checks).
 */
export class CreateSubscriptionDto {
  @ApiProperty({ example: 'price_1Q…' })
  @IsOptional()
  @MaxLength(200, { message: SUBSCRIPTION_ANSWERS.unknownPrice })
  @IsString({ message: SUBSCRIPTION_ANSWERS.priceIdRequired })
  priceId?: string;
}

export class CreateSubscriptionResultDto {
  @ApiProperty({ type: String, nullable: true, description: 'Confirms the first payment with Stripe.js (Payment Element)' })
  clientSecret!: string | null;
  @ApiProperty() subscriptionId!: string;
  @ApiProperty({ description: 'true when an existing subscription moved to this plan (prorated); no payment step then' })
  planChanged!: boolean;
}

/** The 403 of create-subscription for a member who is not industry-verified. */
export class VerificationRequiredDto {
  @ApiProperty({ example: 403 }) statusCode!: number;
  @ApiProperty() message!: string;
  @ApiProperty() error!: string;
  @ApiProperty({ enum: [true] }) requiresVerification!: boolean;
  @ApiProperty({ enum: ['pending', 'manual_review'] }) verificationLevel!: string;
}

export class SubscriptionPeriodDto {
  @ApiProperty({ type: Number, nullable: true, description: 'End of the paid period, Unix seconds' })
  current_period_end!: number | null;
  @ApiProperty() cancel_at_period_end!: boolean;
}

/** GET /api/subscription/status (docs/data-model.md). */
export class SubscriptionStatusDto {
  @ApiProperty() hasActiveSubscription!: boolean;
  @ApiProperty({ example: 'free', description: "'free' or the lower-case plan name" }) subscriptionTier!: string;
  @ApiProperty({ type: String, enum: BILLING_STATUSES, nullable: true, description: 'null for a member who never subscribed' })
  stripeSubscriptionStatus!: string | null;
  @ApiProperty({ type: SubscriptionPeriodDto, nullable: true }) subscription!: SubscriptionPeriodDto | null;
}

export function presentSubscriptionStatus(view: SubscriptionStatusView): SubscriptionStatusDto {
  return {
    hasActiveSubscription: view.hasActiveSubscription,
    subscriptionTier: view.subscriptionTier,
    stripeSubscriptionStatus: view.stripeSubscriptionStatus,
    subscription: view.subscription
      ? {
          current_period_end: view.subscription.currentPeriodEnd ? Math.floor(view.subscription.currentPeriodEnd.getTime() / 1000) : null,
          cancel_at_period_end: view.subscription.cancelAtPeriodEnd,
        }
      : null,
  };
}

/** One card of the Pricing screen (docs/data-model.md#transfer-shapes). */
export class PricingTierDto {
  @ApiProperty({ enum: PLAN_TIERS }) tier!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: PLAN_AUDIENCES }) audience!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'US dollars per month; null for a custom price' }) price!: number | null;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Stripe price id; null: contact sales' }) priceId!: string | null;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty() popular!: boolean;
}

/** GET /api/pricing: the plans and whether they can be bought here. */
export class PricingDto {
  @ApiProperty({ description: 'Stripe billing is configured (STRIPE_SECRET_KEY set)' }) billingEnabled!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Stripe.js publishable key' }) publishableKey!: string | null;
  @ApiProperty() salesEmail!: string;
  @ApiProperty({ type: [PricingTierDto] }) plans!: PricingTierDto[];
}

export function presentPlan(plan: PricingPlan): PricingTierDto {
  return {
    tier: plan.tier,
    name: plan.name,
    audience: plan.audience,
    price: plan.monthlyPriceUsd,
    description: plan.description,
    priceId: plan.priceId,
    features: [...plan.features],
    popular: plan.popular,
  };
}

export class WebhookReceiptDto {
  @ApiProperty({ enum: [true] }) received!: boolean;
}
