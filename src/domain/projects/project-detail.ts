import type { CompanyListing } from '../directory/company';
import { CompanyDirectory } from '../directory/company-directory.port';
import type { ProjectEntry, ProjectMember, ProjectRecordView } from './project';
import { PROJECT_COMPANIES_MAX, type ProjectRole } from './project-rules';
import { Projects } from './projects.port';

/** A company of a project as its page shows it: the directory card, its status and note. */
export interface ProjectCompany {
  company: CompanyListing;
  entry: ProjectEntry;
}

/**
 * A project as a member with access sees it: the project, their role, its companies (listed ones, as directory
 * cards, in the order added) and, for the owner only, who it is shared with.
 */
export interface ProjectDetail {
  project: ProjectRecordView;
  role: ProjectRole;
  companies: ProjectCompany[];
  members: ProjectMember[];
}

/** The companies of a project as directory cards with their entries, oldest first; unlisted companies are left out. */
export async function projectCompanies(projects: Projects, directory: CompanyDirectory, projectId: string): Promise<ProjectCompany[]> {
  const entries = await projects.entries(projectId);
  if (entries.length === 0) return [];
  // The directory's own list query, so a card here is exactly a card of GET /api/companies.
  const page = await directory.list({ ids: entries.map((entry) => entry.companyId), sort: 'name', limit: PROJECT_COMPANIES_MAX, offset: 0 });
  const byId = new Map(page.items.map((company) => [company.id, company]));
  return entries.flatMap((entry) => {
    const company = byId.get(entry.companyId);
    return company ? [{ company, entry }] : [];
  });
}

/** The detail of a project the member has `role` in. */
export async function projectDetail(projects: Projects, directory: CompanyDirectory, project: ProjectRecordView, role: ProjectRole): Promise<ProjectDetail> {
  const [companies, members] = await Promise.all([
    projectCompanies(projects, directory, project.id),
    role === 'owner' ? projects.members(project.id) : Promise.resolve([]),
  ]);
  return { project, role, companies, members };
}
