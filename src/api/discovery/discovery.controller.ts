import { Body, Controller, Get, HttpCode, Logger, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DiscoverCompanies } from '../../domain/discovery/discover-companies.use-case';
import { GetAutomationStatus } from '../../domain/discovery/get-automation-status.use-case';
import { StartAutomation } from '../../domain/discovery/start-automation.use-case';
import { StopAutomation } from '../../domain/discovery/stop-automation.use-case';
import { AdminGuard } from '../auth/guards';
import { ApiErrorDto } from '../http/api-error.dto';
import {
  AutomationStatusDto,
  DiscoverCompaniesDto,
  DiscoverCompaniesResponseDto,
  DiscoveryCategoriesDto,
  presentAutomationStatus,
  presentCategories,
  presentDiscoveryResult,
} from './discovery.dto';
import { logDiscoveryRun } from './discovery-run-log';

/** Admin Automation (docs/screens.md#screens, docs/api-contract.md#how-the-web-calls-the-api; docs/data-and-discovery.md#discovery-automation, docs/api-contract.md#contract-details): categories, a manual run, the daily schedule. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Signed out' })
@ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not an admin' })
export class DiscoveryController {
  private readonly logger = new Logger(DiscoveryController.name);

  constructor(
    private readonly discoverCompanies: DiscoverCompanies,
    private readonly getStatus: GetAutomationStatus,
    private readonly startAutomation: StartAutomation,
    private readonly stopAutomation: StopAutomation,
  ) {}

  @Get('automation/categories')
  @ApiOperation({ summary: 'What discovery can look for' })
  @ApiOkResponse({ type: DiscoveryCategoriesDto })
  categories(): DiscoveryCategoriesDto {
    return { categories: presentCategories() };
  }

  @Post('discover-companies')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Run discovery now',
    description:
      'Asks every configured source (Wikidata, feeds) for companies of the category (all when absent), drops those already in the ' +
      'directory or submitted before, and stores the rest as pending company submissions. A failing source is reported in ' +
      '`result.sources[].error`; the run still completes.',
  })
  @ApiOkResponse({ type: DiscoverCompaniesResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Unknown category' })
  async discover(@Body() body: DiscoverCompaniesDto): Promise<DiscoverCompaniesResponseDto> {
    const result = await this.discoverCompanies.execute({ category: body.category ?? null, trigger: 'manual' });
    logDiscoveryRun(this.logger, result);
    return { result: presentDiscoveryResult(result), categories: presentCategories() };
  }

  @Get('automation/status')
  @ApiOperation({ summary: 'Whether daily discovery is on, its last and next run, and the last result' })
  @ApiOkResponse({ type: AutomationStatusDto })
  async status(): Promise<AutomationStatusDto> {
    return presentAutomationStatus(await this.getStatus.execute());
  }

  @Post('automation/start')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn daily discovery on (first run 24 hours later; idempotent)' })
  @ApiOkResponse({ type: AutomationStatusDto })
  async start(): Promise<AutomationStatusDto> {
    return presentAutomationStatus(await this.startAutomation.execute());
  }

  @Post('automation/stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn daily discovery off' })
  @ApiOkResponse({ type: AutomationStatusDto })
  async stop(): Promise<AutomationStatusDto> {
    return presentAutomationStatus(await this.stopAutomation.execute());
  }
}
