import { Global, Module, type DynamicModule, type FactoryProvider } from '@nestjs/common';
import type { BillingSettings } from '../domain/subscriptions/billing-settings';
import type { AppConfig } from './app-config';

/** A DI token for a value that is not a class instance; `T` lets providers check what they inject. */
export type ValueToken<T> = symbol & { readonly __valueType?: T };

/** DI token of the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG') as ValueToken<AppConfig>;
/** The public origin mail links are built from (docs/api-contract.md#contract-details), without a trailing slash. */
export const APP_URL = Symbol('APP_URL') as ValueToken<string>;
/** Whether demo mode is on: demo reviews count and show (docs/data-and-discovery.md). */
export const DEMO_MODE = Symbol('DEMO_MODE') as ValueToken<boolean>;
/** Whether billing is live and which Stripe prices buy which plan (docs/billing-and-plans.md). */
export const BILLING_SETTINGS = Symbol('BILLING_SETTINGS') as ValueToken<BillingSettings>;

const fromConfig = <T>(token: ValueToken<T>, read: (config: AppConfig) => T): FactoryProvider => ({ provide: token, useFactory: read, inject: [APP_CONFIG] });

/** Makes the AppConfig read at boot, and the values use cases take from it, injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        fromConfig(APP_URL, (c) => c.appUrl),
        fromConfig(DEMO_MODE, (c) => c.demoMode),
        fromConfig(BILLING_SETTINGS, (c) => ({
          enabled: c.stripe.secretKey !== null,
          prices: { startup: c.stripe.priceStartup, growth: c.stripe.priceGrowth },
        })),
      ],
      exports: [APP_CONFIG, APP_URL, DEMO_MODE, BILLING_SETTINGS],
    };
  }
}
