import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './app-config';

/** DI token of the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the AppConfig read at boot injectable everywhere as APP_CONFIG. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
