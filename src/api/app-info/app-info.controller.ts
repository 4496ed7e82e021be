import { Controller, Get, Inject, Module } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Public } from '../auth/access';

/** Public facts about this server that change what the screens offer. */
export class AppInfoDto {
  @ApiProperty({ description: 'Demo accounts and labelled demo reviews exist; ?demo=true signs the browser in as the demo reviewer' })
  demoMode!: boolean;
  @ApiProperty({ description: 'Stripe billing is configured (STRIPE_SECRET_KEY set)' })
  billingEnabled!: boolean;
}

@ApiTags('app')
@Public()
@Controller('app-info')
export class AppInfoController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'What this server offers: demo mode, billing' })
  @ApiOkResponse({ type: AppInfoDto })
  info(): AppInfoDto {
    return { demoMode: this.config.demoMode, billingEnabled: this.config.stripe.secretKey !== null };
  }
}

@Module({ controllers: [AppInfoController] })
export class AppInfoModule {}
