import { Check, Entity, Enum, ManyToOne, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { PROJECT_COMPANY_STATUSES, PROJECT_NOTE_MAX_LENGTH, type ProjectCompanyStatus } from '../../../domain/projects/project-rules';
import { CompanyRecord } from './company.schema';
import { ProjectRecord } from './project.schema';

/** One company of a project, with where it stands and the team's note; at most 50 per project. Gone with either. */
@Entity({ tableName: 'project_companies' })
@Check({ name: 'project_companies_note_length', expression: `char_length(note) <= ${PROJECT_NOTE_MAX_LENGTH}` })
export class ProjectCompanyRecord {
  [PrimaryKeyProp]?: ['project', 'company'];

  @ManyToOne({ entity: () => ProjectRecord, ref: true, primary: true, deleteRule: 'cascade' })
  project!: Ref<ProjectRecord>;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, primary: true, deleteRule: 'cascade', index: true })
  company!: Ref<CompanyRecord>;

  /** Checked by the database (`project_companies_status_check`). */
  @Enum({ items: [...PROJECT_COMPANY_STATUSES], default: 'considering' })
  status: ProjectCompanyStatus = 'considering';

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** When it was added: the project lists its companies in this order. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  addedAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
