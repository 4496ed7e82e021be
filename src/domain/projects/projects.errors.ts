import { DomainError } from '../shared/domain-error';
import { PROJECT_MESSAGES } from './project-rules';

/** No project of this id that the member may see (another member's answers the same: 404). */
export class ProjectNotFoundError extends DomainError {
  readonly code = 'PROJECTS.NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(PROJECT_MESSAGES.notFound);
  }
}

/** A viewer tried to change the project's companies, statuses or notes. */
export class ProjectReadOnlyError extends DomainError {
  readonly code = 'PROJECTS.READ_ONLY' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(PROJECT_MESSAGES.readOnly);
  }
}

/** Someone other than the owner tried to rename, re-brief, share or delete the project. */
export class ProjectOwnerOnlyError extends DomainError {
  readonly code = 'PROJECTS.OWNER_ONLY' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(PROJECT_MESSAGES.ownerOnly);
  }
}

/** The member already owns PROJECTS_MAX_PER_MEMBER projects. */
export class TooManyProjectsError extends DomainError {
  readonly code = 'PROJECTS.TOO_MANY' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(PROJECT_MESSAGES.tooManyProjects);
  }
}

/** The project already holds PROJECT_COMPANIES_MAX companies. */
export class ProjectFullError extends DomainError {
  readonly code = 'PROJECTS.FULL' as const;
  readonly kind = 'conflict' as const;
  constructor(message: string = PROJECT_MESSAGES.projectFull) {
    super(message);
  }
}

/** The project is already shared with PROJECT_MEMBERS_MAX people. */
export class TooManyProjectMembersError extends DomainError {
  readonly code = 'PROJECTS.TOO_MANY_MEMBERS' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(PROJECT_MESSAGES.tooManyMembers);
  }
}

/** The project has no share with that id. */
export class ProjectMemberNotFoundError extends DomainError {
  readonly code = 'PROJECTS.MEMBER_NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(PROJECT_MESSAGES.memberNotFound);
  }
}

/** A brief whose end date comes before its start date. */
export class ProjectDatesError extends DomainError {
  readonly code = 'PROJECTS.DATES' as const;
  readonly kind = 'invalid' as const;
  readonly field = 'endDate';
  constructor() {
    super(PROJECT_MESSAGES.dateOrder);
  }
}
