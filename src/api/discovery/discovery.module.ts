import { Module } from '@nestjs/common';
import { AutomationStates } from '../../domain/discovery/automation-state.port';
import { WebsiteDomains } from '../../domain/discovery/company-identity';
import { CompanySources } from '../../domain/discovery/company-source.port';
import { DiscoverCompanies } from '../../domain/discovery/discover-companies.use-case';
import { DiscoveredSubmissions } from '../../domain/discovery/discovered-submissions.port';
import { GetAutomationStatus } from '../../domain/discovery/get-automation-status.use-case';
import { RunScheduledDiscovery } from '../../domain/discovery/run-scheduled-discovery.use-case';
import { StartAutomation } from '../../domain/discovery/start-automation.use-case';
import { StopAutomation } from '../../domain/discovery/stop-automation.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { DiscoveryController } from './discovery.controller';
import { DiscoveryScheduler } from './discovery-scheduler';
import { useCase } from '../use-case.provider';

/** Company discovery: the admin's manual run and automation switch, and the daily scheduled run. */
@Module({
  controllers: [DiscoveryController],
  providers: [
    useCase(DiscoverCompanies, [CompanySources, DiscoveredSubmissions, WebsiteDomains, UnitOfWork, AutomationStates, Clock]),
    useCase(GetAutomationStatus, [AutomationStates]),
    useCase(StartAutomation, [AutomationStates, Clock]),
    useCase(StopAutomation, [AutomationStates]),
    useCase(RunScheduledDiscovery, [AutomationStates, DiscoverCompanies, Clock]),
    DiscoveryScheduler,
  ],
})
export class DiscoveryModule {}
