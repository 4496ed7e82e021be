import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { PROJECT_SHARE_ROLES, type ProjectShareRole } from '../../../domain/projects/project-rules';
import { ProjectRecord } from './project.schema';

/**
 * A project shared with an email address (lower case) as viewer or editor. The member signed in with that address
 * sees the project; an address without an approved account sees it once approved. Gone with the project.
 */
@Entity({ tableName: 'project_members' })
@Unique({ name: 'project_members_project_email_unique', properties: ['project', 'email'] })
export class ProjectMemberRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => ProjectRecord, ref: true, deleteRule: 'cascade' })
  project!: Ref<ProjectRecord>;

  /** The address the owner gave, lower case: a member's list finds the projects shared with their address here. */
  @Index()
  @Property({ type: 'text' })
  email!: string;

  /** Checked by the database (`project_members_role_check`). */
  @Enum({ items: [...PROJECT_SHARE_ROLES] })
  role!: ProjectShareRole;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
