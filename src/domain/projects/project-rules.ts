/**
 * A buyer's projects (docs/matching-and-projects.md "Projects"): named workspaces with a brief, their own shortlist
 * of companies with a status and a note each, shared with colleagues as viewers or editors. Limits, statuses,
 * roles and the messages the API and the web both show.
 */

/** Where a company stands in a project. `rfp_sent` is also set by sending a request for proposal from the project. */
export const PROJECT_COMPANY_STATUSES = ['considering', 'contacted', 'rfp_sent', 'declined', 'selected'] as const;
export type ProjectCompanyStatus = (typeof PROJECT_COMPANY_STATUSES)[number];

/** A company added without a status is being considered. */
export const DEFAULT_PROJECT_COMPANY_STATUS: ProjectCompanyStatus = 'considering';

/** How each status reads on screen and in exports. */
export const PROJECT_COMPANY_STATUS_LABELS: Record<ProjectCompanyStatus, string> = {
  considering: 'Considering',
  contacted: 'Contacted',
  rfp_sent: 'RFP sent',
  declined: 'Declined',
  selected: 'Selected',
};

/** Whether `value` is a project-company status. */
export function isProjectCompanyStatus(value: unknown): value is ProjectCompanyStatus {
  return typeof value === 'string' && (PROJECT_COMPANY_STATUSES as readonly string[]).includes(value);
}

/** The roles a project is shared with: viewers read it; editors also change its companies, statuses and notes. */
export const PROJECT_SHARE_ROLES = ['viewer', 'editor'] as const;
export type ProjectShareRole = (typeof PROJECT_SHARE_ROLES)[number];

/** A member's role in a project: its owner, or the role it was shared with them in. */
export type ProjectRole = 'owner' | ProjectShareRole;

/** What a role may do: read (everyone with access), change companies, statuses and notes (editors and the owner), manage (rename, edit the brief, share, delete: the owner). */
export type ProjectAction = 'read' | 'edit' | 'manage';

/** Whether `role` may take `action`. */
export function mayTake(role: ProjectRole, action: ProjectAction): boolean {
  if (action === 'read') return true;
  if (action === 'edit') return role === 'owner' || role === 'editor';
  return role === 'owner';
}

/** Most projects a member owns (their default "My shortlist" included). */
export const PROJECTS_MAX_PER_MEMBER = 50;
/** Most companies in one project, as in the shortlist it replaces: enough for any sourcing round, bounded for exports. */
export const PROJECT_COMPANIES_MAX = 50;
/** Most people one project is shared with: a sourcing team, and a bound on the mail sharing sends. */
export const PROJECT_MEMBERS_MAX = 25;

/** Longest project name, description and note, in characters. */
export const PROJECT_NAME_MAX_LENGTH = 200;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 4000;
export const PROJECT_NOTE_MAX_LENGTH = 2000;

/** The name of each member's default project, which the shortlist endpoints read and write. */
export const DEFAULT_PROJECT_NAME = 'My shortlist';

/** What the project endpoints answer. */
export const PROJECT_MESSAGES = {
  name: `Project name is required and must be at most ${PROJECT_NAME_MAX_LENGTH} characters`,
  description: `Description must be at most ${PROJECT_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters`,
  note: `Note must be at most ${PROJECT_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  status: `Status must be one of ${PROJECT_COMPANY_STATUSES.join(', ')}`,
  date: 'Dates must be written YYYY-MM-DD',
  dateOrder: 'The end date must be on or after the start date',
  excludeFdaWarningLetters: 'excludeFdaWarningLetters must be true or false',
  email: 'Please enter a valid email address',
  role: 'Role must be viewer or editor',
  format: 'format must be csv or pdf',
  notFound: 'Project not found',
  memberNotFound: 'This project is not shared with that person',
  readOnly: 'You can view this project but not change it',
  ownerOnly: "Only the project's owner can rename, share or delete it",
  tooManyProjects: `You already have ${PROJECTS_MAX_PER_MEMBER} projects. Delete one before creating another.`,
  projectFull: `This project already holds ${PROJECT_COMPANIES_MAX} companies. Remove one before adding another.`,
  tooManyMembers: `This project is already shared with ${PROJECT_MEMBERS_MAX} people. Remove one before adding another.`,
  shared: 'Shared. If the address belongs to an approved member, the project is now in their list; if not, we invited them to apply.',
  tooManyShares: 'Too many invitations. Please wait an hour and try again.',
} as const;

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
