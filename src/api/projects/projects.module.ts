import { Module } from '@nestjs/common';
import { Accounts } from '../../domain/accounts/accounts.port';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { InsightCounters } from '../../domain/insights/insight-counters.port';
import { CreateProject } from '../../domain/projects/create-project.use-case';
import { DeleteProject } from '../../domain/projects/delete-project.use-case';
import { ExportProject } from '../../domain/projects/export-project.use-case';
import { GetProject } from '../../domain/projects/get-project.use-case';
import { ListProjects } from '../../domain/projects/list-projects.use-case';
import { ProjectMailer } from '../../domain/projects/project-mailer.port';
import { Projects } from '../../domain/projects/projects.port';
import { RemoveProjectCompany } from '../../domain/projects/remove-project-company.use-case';
import { SetProjectCompany } from '../../domain/projects/set-project-company.use-case';
import { ShareProject } from '../../domain/projects/share-project.use-case';
import { UnshareProject } from '../../domain/projects/unshare-project.use-case';
import { UpdateProject } from '../../domain/projects/update-project.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { ShortlistDocuments } from '../../domain/shortlist/shortlist-documents.port';
import { APP_URL } from '../../config/config.module';
import { useCase } from '../use-case.provider';
import { ProjectsController } from './projects.controller';

/** Members' projects; use cases built from the ports bound in AdaptersModule. */
@Module({
  controllers: [ProjectsController],
  providers: [
    useCase(ListProjects, [Projects]),
    useCase(CreateProject, [Projects, UnitOfWork, Clock]),
    useCase(GetProject, [Projects, CompanyDirectory]),
    useCase(UpdateProject, [Projects, UnitOfWork, Clock]),
    useCase(DeleteProject, [Projects]),
    useCase(SetProjectCompany, [Projects, CompanyDirectory, InsightCounters, UnitOfWork, Clock]),
    useCase(RemoveProjectCompany, [Projects]),
    useCase(ExportProject, [Projects, CompanyDirectory, ShortlistDocuments, Clock]),
    useCase(ShareProject, [Projects, Accounts, ProjectMailer, UnitOfWork, Clock, APP_URL]),
    useCase(UnshareProject, [Projects]),
  ],
})
export class ProjectsModule {}
