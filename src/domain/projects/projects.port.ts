import type { ProjectBrief, ProjectEntry, ProjectMember, ProjectRecordView, ProjectSummary } from './project';
import type { ProjectCompanyStatus, ProjectRole, ProjectShareRole } from './project-rules';

/** Members' projects, their companies and who they are shared with. */
export abstract class Projects {
  /**
   * The projects the member owns and those shared with their email, each with the member's role, its number of
   * companies and, when shared, the owner's name; the most recently used first.
   */
  abstract listFor(actor: { id: string; email: string }): Promise<ProjectSummary[]>;
  /** The project and the member's role in it; null when they have no access, or for an unknown or malformed id. */
  abstract accessOf(projectId: string, actor: { id: string; email: string }): Promise<{ project: ProjectRecordView; role: ProjectRole } | null>;
  /** How many projects the member owns. */
  abstract countOwned(ownerId: string): Promise<number>;
  /** The member's default project ("My shortlist"); null before they have one. */
  abstract defaultOf(ownerId: string): Promise<ProjectRecordView | null>;
  /** Creates a project; returns its id. */
  abstract create(ownerId: string, project: { name: string; brief: ProjectBrief; isDefault: boolean }, now: Date): Promise<string>;
  /** Renames it and replaces its brief. */
  abstract update(projectId: string, changes: { name: string; brief: ProjectBrief }, now: Date): Promise<void>;
  /** Deletes it with its companies and shares. */
  abstract delete(projectId: string): Promise<void>;

  /** Its companies, oldest first. */
  abstract entries(projectId: string): Promise<ProjectEntry[]>;
  /** One company of it; null when not there (or a malformed id). */
  abstract entry(projectId: string, companyId: string): Promise<ProjectEntry | null>;
  abstract countEntries(projectId: string): Promise<number>;
  /** Adds the company with the status and note (a new entry) or changes the ones given (an existing one); marks the project used. */
  abstract putEntry(projectId: string, companyId: string, change: { status?: ProjectCompanyStatus; note?: string | null }, now: Date): Promise<void>;
  /** Removes the company (nothing happens when it is not there). */
  abstract removeEntry(projectId: string, companyId: string): Promise<void>;
  /** Sets the status of a company already in the project (for other modules: an RFP sent sets `rfp_sent`); false when it is not there. */
  abstract setStatus(projectId: string, companyId: string, status: ProjectCompanyStatus, now: Date): Promise<boolean>;

  /** Who it is shared with, in the order shared. */
  abstract members(projectId: string): Promise<ProjectMember[]>;
  /** Shares it with the address in the role (a second share of the same address changes its role). */
  abstract share(projectId: string, email: string, role: ProjectShareRole, now: Date): Promise<void>;
  /** Whether the address already has a share of it. */
  abstract isSharedWith(projectId: string, email: string): Promise<boolean>;
  /** Ends a share; false when the project has no share with that id. */
  abstract unshare(projectId: string, memberId: string): Promise<boolean>;
}
