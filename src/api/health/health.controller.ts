import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, MikroOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../auth/access';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/database-unavailable';

/** Liveness and readiness for load balancers: 200 when the database answers, 503 with Retry-After otherwise. */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Health, with a database round trip' })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.database.pingCheck('database', { timeout: 1500 })]);
    } catch (error) {
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      throw error;
    }
  }
}
