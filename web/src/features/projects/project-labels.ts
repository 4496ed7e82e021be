import type { ProjectRole } from '@domain/projects/project-rules';

/** How a member's role in a project reads on screen. */
export const ROLE_LABELS: Record<ProjectRole, string> = { owner: 'Owner', viewer: 'Viewer', editor: 'Editor' };
