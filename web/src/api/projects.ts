/**
 * The member's projects, shared by the project pages, the profile's "Add to project" and the match results' "Add
 * all to project": one SWR key for the list and one per project, so a change anywhere updates every screen.
 */
import useSWR, { type ScopedMutator } from 'swr';
import type { ProjectCompanyStatus } from '@domain/projects/project-rules';
import { api, unwrap } from './client';
import { shortlistKey } from './shortlist';
import type { ProjectBriefInput, ProjectDetail, ProjectSummary } from './types';

/** The SWR key of GET /api/projects. */
export const projectsKey = ['projects'] as const;
const projectKey = (id: string) => ['project', id] as const;

/** My projects and those shared with me, the most recently used first; pass false while signed out. */
export function useProjects(enabled = true) {
  return useSWR<ProjectSummary[]>(enabled ? projectsKey : null, () => unwrap(api.GET('/api/projects')));
}

/** One project with its companies. */
export function useProject(id: string) {
  return useSWR<ProjectDetail>(projectKey(id), () => unwrap(api.GET('/api/projects/{id}', { params: { path: { id } } })));
}

/** Everything that shows a project: the list, the project and the shortlist (the default project). */
async function refresh(mutate: ScopedMutator, id?: string): Promise<void> {
  await Promise.all([mutate(projectsKey), mutate(shortlistKey), ...(id ? [mutate(projectKey(id))] : [])]);
}

/** POST /api/projects: 201 with the new project; 409 at 50 projects. */
export async function createProject(mutate: ScopedMutator, body: { name: string; brief?: ProjectBriefInput }): Promise<ProjectDetail> {
  const project = await unwrap(api.POST('/api/projects', { body }));
  await refresh(mutate, project.id);
  return project;
}

/** PATCH /api/projects/{id} (owner only). */
export async function updateProject(mutate: ScopedMutator, id: string, body: { name?: string; brief?: ProjectBriefInput }): Promise<ProjectDetail> {
  const project = await unwrap(api.PATCH('/api/projects/{id}', { params: { path: { id } }, body }));
  await refresh(mutate, id);
  return project;
}

/** DELETE /api/projects/{id} (owner only). */
export async function deleteProject(mutate: ScopedMutator, id: string): Promise<void> {
  await unwrap(api.DELETE('/api/projects/{id}', { params: { path: { id } } }));
  await refresh(mutate);
}

/** PUT /api/projects/{id}/companies/{companyId}: adds the company, or changes the status or note given. */
export async function putProjectCompany(
  mutate: ScopedMutator | null,
  id: string,
  companyId: string,
  change: { status?: ProjectCompanyStatus; note?: string | null } = {},
): Promise<void> {
  await unwrap(api.PUT('/api/projects/{id}/companies/{companyId}', { params: { path: { id, companyId } }, body: change }));
  if (mutate) await refresh(mutate, id);
}

/** DELETE /api/projects/{id}/companies/{companyId}. */
export async function removeProjectCompany(mutate: ScopedMutator, id: string, companyId: string): Promise<void> {
  await unwrap(api.DELETE('/api/projects/{id}/companies/{companyId}', { params: { path: { id, companyId } } }));
  await refresh(mutate, id);
}

/** POST /api/projects/{id}/members: 202 whatever the address. */
export async function shareProject(mutate: ScopedMutator, id: string, body: { email: string; role: 'viewer' | 'editor' }): Promise<void> {
  await unwrap(api.POST('/api/projects/{id}/members', { params: { path: { id } }, body }));
  await refresh(mutate, id);
}

/** DELETE /api/projects/{id}/members/{memberId}. */
export async function unshareProject(mutate: ScopedMutator, id: string, memberId: string): Promise<void> {
  await unwrap(api.DELETE('/api/projects/{id}/members/{memberId}', { params: { path: { id, memberId } } }));
  await refresh(mutate, id);
}

/** The projects a member may add companies to (owned or shared as editor), the most recently used first. */
export function editableProjects(projects: readonly ProjectSummary[] | undefined): ProjectSummary[] {
  return (projects ?? []).filter((project) => project.role !== 'viewer');
}
