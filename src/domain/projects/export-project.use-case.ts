import { CompanyDirectory } from '../directory/company-directory.port';
import { Clock } from '../shared/clock.port';
import { ShortlistDocuments, type ExportFile } from '../shortlist/shortlist-documents.port';
import type { ShortlistExportFormat } from '../shortlist/shortlist-rules';
import type { ProjectActor } from './project';
import { projectFor } from './project-access';
import { projectCompanies } from './project-detail';
import { projectReport } from './project-report';
import { Projects } from './projects.port';

/**
 * A project as a CSV or PDF file for anyone it is shared with: one entry per company with its scores, status and note.
 * @throws ProjectNotFoundError without access.
 */
export class ExportProject {
  constructor(
    private readonly projects: Projects,
    private readonly directory: CompanyDirectory,
    private readonly documents: ShortlistDocuments,
    private readonly clock: Clock,
  ) {}

  async execute(actor: ProjectActor, projectId: string, format: ShortlistExportFormat): Promise<ExportFile> {
    const { project } = await projectFor(this.projects, projectId, actor, 'read');
    const companies = await projectCompanies(this.projects, this.directory, project.id);
    return this.documents.render(projectReport(project.name, companies, this.clock.now()), format);
  }
}
