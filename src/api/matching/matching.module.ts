import { Module } from '@nestjs/common';
import { InsightCounters } from '../../domain/insights/insight-counters.port';
import { CheckMatchScore } from '../../domain/matching/check-match-score.use-case';
import { FindMatches } from '../../domain/matching/find-matches.use-case';
import { GetMatchRun } from '../../domain/matching/get-match-run.use-case';
import { MatchCandidates } from '../../domain/matching/match-candidates.port';
import { ProjectRequirements } from '../../domain/matching/project-requirements.port';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { ProjectMatchesController } from './project-matches.controller';
import { useCase } from '../use-case.provider';

/** Project matching; the use cases are built from the persistence ports. */
@Module({
  controllers: [ProjectMatchesController],
  providers: [
    useCase(FindMatches, [MatchCandidates, ProjectRequirements, UnitOfWork, Clock, InsightCounters]),
    useCase(GetMatchRun, [ProjectRequirements]),
    useCase(CheckMatchScore, [MatchCandidates, ProjectRequirements]),
  ],
})
export class MatchingModule {}
