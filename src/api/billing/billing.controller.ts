import { Body, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CancelSubscription } from '../../domain/subscriptions/cancel-subscription.use-case';
import { GetSubscriptionStatus } from '../../domain/subscriptions/get-subscription-status.use-case';
import { HandleBillingEvent } from '../../domain/subscriptions/handle-billing-event.use-case';
import { pricingPlans, SALES_EMAIL } from '../../domain/subscriptions/plans';
import { StartSubscription } from '../../domain/subscriptions/start-subscription.use-case';
import { SignedInGuard, signedInAccount } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import {
  CreateSubscriptionDto,
  CreateSubscriptionResultDto,
  presentPlan,
  presentSubscriptionStatus,
  PricingDto,
  SubscriptionStatusDto,
  VerificationRequiredDto,
  WebhookReceiptDto,
} from './billing.dto';
import { Public } from '../auth/access';

/** Plans, subscribing, the subscription's status and cancellation, and Stripe's webhook (docs/billing-and-plans.md). */
@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(
    private readonly startSubscription: StartSubscription,
    private readonly getStatus: GetSubscriptionStatus,
    private readonly cancelSubscription: CancelSubscription,
    private readonly handleBillingEvent: HandleBillingEvent,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('pricing')
  @Public()
  @ApiOperation({ summary: 'The plans of the Pricing screen, with the configured Stripe price ids' })
  @ApiOkResponse({ type: PricingDto })
  pricing(): PricingDto {
    const { stripe } = this.config;
    return {
      billingEnabled: stripe.secretKey !== null,
      publishableKey: stripe.secretKey !== null ? stripe.publishableKey : null,
      salesEmail: SALES_EMAIL,
      plans: pricingPlans({ startup: stripe.priceStartup, growth: stripe.priceGrowth }).map(presentPlan),
    };
  }

  @Post('create-subscription')
  @UseGuards(SignedInGuard)
  @ApiOperation({
    summary: 'Start a monthly subscription waiting for its first payment (returns the client secret that confirms it), or move a live subscription to this plan',
  })
  @ApiCreatedResponse({ type: CreateSubscriptionResultDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Missing or unknown price id' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: VerificationRequiredDto, description: 'Industry verification needed first' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already subscribed to this plan' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Billing is not configured' })
  async create(@Body() body: CreateSubscriptionDto, @Req() request: Request): Promise<CreateSubscriptionResultDto> {
    return this.startSubscription.execute({ userId: signedInAccount(request)!.id, priceId: body.priceId ?? '' });
  }

  @Get('subscription/status')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "The member's plan, status and current period" })
  @ApiOkResponse({ type: SubscriptionStatusDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async status(@Req() request: Request): Promise<SubscriptionStatusDto> {
    return presentSubscriptionStatus(await this.getStatus.execute(signedInAccount(request)!.id));
  }

  @Post('subscription/cancel')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Cancel at the end of the current period; access continues until then' })
  @ApiOkResponse({ type: SubscriptionStatusDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No active subscription' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Billing is not configured' })
  async cancel(@Req() request: Request): Promise<SubscriptionStatusDto> {
    return presentSubscriptionStatus(await this.cancelSubscription.execute(signedInAccount(request)!.id));
  }

  @Post('stripe/webhook')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's events, verified on the raw body (Stripe-Signature); each event id is processed once" })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Missing, wrong or stale signature' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Billing is not configured' })
  async webhook(@Req() request: Request & { rawBody?: Buffer }): Promise<WebhookReceiptDto> {
    const signature = request.headers['stripe-signature'];
    await this.handleBillingEvent.execute({
      rawBody: request.rawBody ?? '',
      signature: typeof signature === 'string' ? signature : undefined,
    });
    return { received: true };
  }
}
