import { Module } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/audit-log.port';
import { GetRegulatoryCoverage } from '../../domain/regulatory/get-regulatory-coverage.use-case';
import { ImportWarningLetters } from '../../domain/regulatory/import-warning-letters.use-case';
import { ListRegulatoryMatches } from '../../domain/regulatory/list-regulatory-matches.use-case';
import { ModerateRegulatoryMatch } from '../../domain/regulatory/moderate-regulatory-match.use-case';
import { ProposeRegulatoryMatches } from '../../domain/regulatory/propose-regulatory-matches.use-case';
import { RefreshSchedule } from '../../domain/regulatory/refresh-schedule.port';
import { RefreshWarningLetters } from '../../domain/regulatory/refresh-warning-letters.use-case';
import { RegulatoryMatches } from '../../domain/regulatory/regulatory-matches.port';
import { WarningLetterFeed } from '../../domain/regulatory/warning-letter-feed.port';
import { WarningLetters } from '../../domain/regulatory/warning-letters.port';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { useCase } from '../use-case.provider';
import { RegulatoryCoverageController } from './regulatory-coverage.controller';
import { RegulatoryMatchesController } from './regulatory-matches.controller';
import { RegulatoryRefreshScheduler } from './regulatory-refresh.scheduler';

/** The regulatory record: its public coverage, the admin's match queue and the monthly refresh of FDA's warning-letter listing. */
@Module({
  controllers: [RegulatoryMatchesController, RegulatoryCoverageController],
  providers: [
    useCase(GetRegulatoryCoverage, [WarningLetters]),
    useCase(ListRegulatoryMatches, [RegulatoryMatches]),
    useCase(ModerateRegulatoryMatch, [RegulatoryMatches, AuditLog, UnitOfWork, Clock]),
    useCase(ProposeRegulatoryMatches, [WarningLetters, RegulatoryMatches, Clock]),
    useCase(ImportWarningLetters, [WarningLetters, ProposeRegulatoryMatches, UnitOfWork]),
    useCase(RefreshWarningLetters, [WarningLetterFeed, RefreshSchedule, ImportWarningLetters, Clock]),
    RegulatoryRefreshScheduler,
  ],
})
export class RegulatoryModule {}
