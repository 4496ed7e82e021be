import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { ProjectBrief } from '../../../domain/projects/project';
import { UserRecord } from './user.schema';

/**
 * A member's project (docs/matching-and-projects.md "Projects"): a name, a brief and its companies
 * (ProjectCompanyRecord), shared by email (ProjectMemberRecord). Each member has at most one default project, "My
 * shortlist", which the shortlist endpoints read and write. Gone with its owner.
 */
@Entity({ tableName: 'projects' })
@Index({
  name: 'projects_one_default_per_owner',
  expression: 'create unique index "projects_one_default_per_owner" on "projects" ("owner_id") where "is_default"',
})
export class ProjectRecord {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => UserRecord, ref: true, deleteRule: 'cascade', index: true })
  owner!: Ref<UserRecord>;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'boolean', default: false })
  isDefault = false;

  /** The brief's fields (ProjectBrief), each null where not given. */
  @Property({ type: 'jsonb', defaultRaw: `'{}'` })
  brief: Partial<ProjectBrief> = {};

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  /** When a company was last added to it or changed in it: lists show the most recently used first. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastUsedAt: Date = new Date();
}
