import { Module } from '@nestjs/common';
import { InsightCounters } from '../../domain/insights/insight-counters.port';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { AddToShortlist } from '../../domain/shortlist/add-to-shortlist.use-case';
import { ExportShortlist } from '../../domain/shortlist/export-shortlist.use-case';
import { ListShortlist } from '../../domain/shortlist/list-shortlist.use-case';
import { RemoveFromShortlist } from '../../domain/shortlist/remove-from-shortlist.use-case';
import { ShortlistDocuments } from '../../domain/shortlist/shortlist-documents.port';
import { Projects } from '../../domain/projects/projects.port';
import { useCase } from '../use-case.provider';
import { ShortlistController } from './shortlist.controller';

/** The member's shortlist and its CSV/PDF export; use cases built from the ports bound in AdaptersModule. */
@Module({
  controllers: [ShortlistController],
  providers: [
    useCase(ListShortlist, [Projects, CompanyDirectory]),
    useCase(AddToShortlist, [Projects, CompanyDirectory, UnitOfWork, Clock, InsightCounters]),
    useCase(RemoveFromShortlist, [Projects, CompanyDirectory]),
    useCase(ExportShortlist, [ListShortlist, ShortlistDocuments, Clock]),
  ],
})
export class ShortlistModule {}
