import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { briefOf, type ProjectBrief, type ProjectEntry, type ProjectMember, type ProjectRecordView, type ProjectSummary } from '../../../domain/projects/project';
import type { ProjectCompanyStatus, ProjectRole, ProjectShareRole } from '../../../domain/projects/project-rules';
import { Projects } from '../../../domain/projects/projects.port';
import { ProjectCompanyRecord } from '../schemas/project-company.schema';
import { ProjectMemberRecord } from '../schemas/project-member.schema';
import { ProjectRecord } from '../schemas/project.schema';
import { UserRecord } from '../schemas/user.schema';
import { tableOf } from '../tables';
import { knexOf } from './knex-of';
import { toDate } from './row-values';
import { isUuid } from './uuid';

const projects = tableOf(ProjectRecord);
const entries = tableOf(ProjectCompanyRecord);
const members = tableOf(ProjectMemberRecord);
const users = tableOf(UserRecord);

/** A project row with its owner's name parts, as the queries below select it. */
interface ProjectRow {
  id: string;
  owner_id: string;
  name: string;
  is_default: boolean;
  brief: Partial<ProjectBrief> | null;
  created_at: string | Date;
  updated_at: string | Date;
  last_used_at: string | Date;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string;
}

/** The project columns and the owner's name parts: `p` the project, `u` its owner. */
const PROJECT_COLUMNS =
  'p.id, p.owner_id, p.name, p.is_default, p.brief, p.created_at, p.updated_at, p.last_used_at, u.first_name as owner_first_name, u.last_name as owner_last_name, u.email as owner_email';

function projectOf(row: ProjectRow): ProjectRecordView {
  const ownerName = [row.owner_first_name, row.owner_last_name].filter(Boolean).join(' ').trim() || row.owner_email;
  return {
    id: row.id,
    ownerId: row.owner_id,
    ownerName,
    name: row.name,
    isDefault: row.is_default,
    brief: briefOf(row.brief),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    lastUsedAt: toDate(row.last_used_at),
  };
}

function entryOf(row: { company_id: string; status: string; note: string | null; added_at: string | Date; updated_at: string | Date }): ProjectEntry {
  return { companyId: row.company_id, status: row.status as ProjectCompanyStatus, note: row.note, addedAt: toDate(row.added_at), updatedAt: toDate(row.updated_at) };
}

/** Members' projects in `projects`, their companies in `project_companies` and their shares in `project_members`. */
@Injectable()
export class ProjectsRepository extends Projects {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get knex() {
    return knexOf(this.em);
  }

  async listFor(actor: { id: string; email: string }): Promise<ProjectSummary[]> {
    const { rows } = await this.knex.raw(
      `select ${PROJECT_COLUMNS},
         case when p.owner_id = ? then 'owner' else m.role end as role,
         (select count(*)::int from ${entries.name} e where e.project_id = p.id) as company_count
       from ${projects.name} p
       join ${users.name} u on u.id = p.owner_id
       left join ${members.name} m on m.project_id = p.id and m.email = ?
       where p.owner_id = ? or m.id is not null
       order by p.last_used_at desc, p.id`,
      [actor.id, actor.email.toLowerCase(), actor.id],
    );
    return (rows as (ProjectRow & { role: ProjectRole; company_count: number })[]).map((row) => ({ ...projectOf(row), role: row.role, companyCount: row.company_count }));
  }

  async accessOf(projectId: string, actor: { id: string; email: string }): Promise<{ project: ProjectRecordView; role: ProjectRole } | null> {
    if (!isUuid(projectId)) return null;
    const { rows } = await this.knex.raw(
      `select ${PROJECT_COLUMNS}, case when p.owner_id = ? then 'owner' else m.role end as role
       from ${projects.name} p
       join ${users.name} u on u.id = p.owner_id
       left join ${members.name} m on m.project_id = p.id and m.email = ?
       where p.id = ? and (p.owner_id = ? or m.id is not null)`,
      [actor.id, actor.email.toLowerCase(), projectId, actor.id],
    );
    const [row] = rows as (ProjectRow & { role: ProjectRole })[];
    return row ? { project: projectOf(row), role: row.role } : null;
  }

  async countOwned(ownerId: string): Promise<number> {
    const [row] = await projects.query(this.em).where('owner_id', ownerId).count('* as n');
    return Number(row.n);
  }

  async defaultOf(ownerId: string): Promise<ProjectRecordView | null> {
    const { rows } = await this.knex.raw(
      `select ${PROJECT_COLUMNS} from ${projects.name} p join ${users.name} u on u.id = p.owner_id where p.owner_id = ? and p.is_default`,
      [ownerId],
    );
    const [row] = rows as ProjectRow[];
    return row ? projectOf(row) : null;
  }

  async create(ownerId: string, project: { name: string; brief: ProjectBrief; isDefault: boolean }, now: Date): Promise<string> {
    const [row] = await projects.pick('id').returning(
      projects.query(this.em).insert(
        projects.values({
          owner_id: ownerId,
          name: project.name,
          is_default: project.isDefault,
          brief: project.brief,
          created_at: now,
          updated_at: now,
          last_used_at: now,
        }),
      ),
    );
    return row.id;
  }

  async update(projectId: string, changes: { name: string; brief: ProjectBrief }, now: Date): Promise<void> {
    await projects
      .query(this.em)
      .where('id', projectId)
      .update(projects.values({ name: changes.name, brief: changes.brief, updated_at: now }));
  }

  async delete(projectId: string): Promise<void> {
    await projects.query(this.em).where('id', projectId).delete();
  }

  async entries(projectId: string): Promise<ProjectEntry[]> {
    const rows = await entries.pick('company_id', 'status', 'note', 'added_at', 'updated_at').rows(
      entries
        .query(this.em)
        .where('project_id', projectId)
        .orderBy([{ column: 'added_at' }, { column: 'company_id' }]),
    );
    return rows.map(entryOf);
  }

  async entry(projectId: string, companyId: string): Promise<ProjectEntry | null> {
    if (!isUuid(companyId)) return null;
    const row = await entries
      .pick('company_id', 'status', 'note', 'added_at', 'updated_at')
      .first(entries.query(this.em).where({ project_id: projectId, company_id: companyId }));
    return row ? entryOf(row) : null;
  }

  async countEntries(projectId: string): Promise<number> {
    const [row] = await entries.query(this.em).where('project_id', projectId).count('* as n');
    return Number(row.n);
  }

  async putEntry(projectId: string, companyId: string, change: { status?: ProjectCompanyStatus; note?: string | null }, now: Date): Promise<void> {
    const set: Record<string, unknown> = { updated_at: now };
    if (change.status !== undefined) set.status = change.status;
    if (change.note !== undefined) set.note = change.note;
    await entries
      .query(this.em)
      .insert(
        entries.values({
          project_id: projectId,
          company_id: companyId,
          status: change.status ?? 'considering',
          note: change.note ?? null,
          added_at: now,
          updated_at: now,
        }),
      )
      .onConflict(['project_id', 'company_id'])
      .merge(set);
    await projects.query(this.em).where('id', projectId).update({ last_used_at: now });
  }

  async removeEntry(projectId: string, companyId: string): Promise<void> {
    if (!isUuid(companyId)) return;
    await entries.query(this.em).where({ project_id: projectId, company_id: companyId }).delete();
  }

  async setStatus(projectId: string, companyId: string, status: ProjectCompanyStatus, now: Date): Promise<boolean> {
    if (!isUuid(companyId)) return false;
    const changed = await entries.query(this.em).where({ project_id: projectId, company_id: companyId }).update({ status, updated_at: now });
    return Number(changed) > 0;
  }

  async members(projectId: string): Promise<ProjectMember[]> {
    const rows = await members.pick('id', 'email', 'role', 'created_at').rows(
      members
        .query(this.em)
        .where('project_id', projectId)
        .orderBy([{ column: 'created_at' }, { column: 'id' }]),
    );
    return rows.map((row) => ({ id: row.id, email: row.email, role: row.role as ProjectShareRole, createdAt: toDate(row.created_at) }));
  }

  async share(projectId: string, email: string, role: ProjectShareRole, now: Date): Promise<void> {
    await members
      .query(this.em)
      .insert(members.values({ project_id: projectId, email: email.toLowerCase(), role, created_at: now }))
      .onConflict(['project_id', 'email'])
      .merge({ role });
  }

  async isSharedWith(projectId: string, email: string): Promise<boolean> {
    const [row] = await members.query(this.em).where({ project_id: projectId, email: email.toLowerCase() }).count('* as n');
    return Number(row.n) > 0;
  }

  async unshare(projectId: string, memberId: string): Promise<boolean> {
    if (!isUuid(memberId)) return false;
    return Number(await members.query(this.em).where({ project_id: projectId, id: memberId }).delete()) > 0;
  }
}
