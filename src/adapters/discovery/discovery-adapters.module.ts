import { Global, Module } from '@nestjs/common';
import { AutomationStates } from '../../domain/discovery/automation-state.port';
import { WebsiteDomains } from '../../domain/discovery/company-identity';
import { CompanySources } from '../../domain/discovery/company-source.port';
import { DiscoveredSubmissions } from '../../domain/discovery/discovered-submissions.port';
import { Clock } from '../../domain/shared/clock.port';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AutomationStatesRepository } from '../persistence/repositories/automation-states.repository';
import { DiscoveredSubmissionsRepository } from '../persistence/repositories/discovered-submissions.repository';
import { ConfiguredCompanySources } from './configured-company-sources';
import { TldtsWebsiteDomains } from './tldts-website-domains.adapter';

/** Binds the discovery module's ports: sources from AppConfig, submissions and schedule state in PostgreSQL. */
@Global()
@Module({
  providers: [
    { provide: WebsiteDomains, useClass: TldtsWebsiteDomains },
    { provide: CompanySources, useFactory: (config: AppConfig, clock: Clock) => new ConfiguredCompanySources(config, () => clock.now()), inject: [APP_CONFIG, Clock] },
    { provide: DiscoveredSubmissions, useClass: DiscoveredSubmissionsRepository },
    { provide: AutomationStates, useClass: AutomationStatesRepository },
  ],
  exports: [WebsiteDomains, CompanySources, DiscoveredSubmissions, AutomationStates],
})
export class DiscoveryAdaptersModule {}
