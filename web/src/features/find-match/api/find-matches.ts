import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../../api/client';
import type { ProjectMatches, ProjectMatchRequest } from '../../../api/types';

/** POST /api/project-matches: stores the requirement and ranks providers (free plan 3, paid 25). */
export async function findMatches(request: ProjectMatchRequest): Promise<ProjectMatches> {
  return (await apiRequest<ProjectMatches>('/api/project-matches', { method: 'POST', body: request })).data;
}

export function useFindMatches() {
  return useSWRMutation(['project-matches'], (_key, { arg }: { arg: ProjectMatchRequest }) => findMatches(arg));
}
