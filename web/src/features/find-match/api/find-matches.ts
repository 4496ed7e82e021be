import useSWRMutation from 'swr/mutation';
import { api, unwrap } from '../../../api/client';
import type { ProjectMatches, ProjectMatchRequest } from '../../../api/types';

/** POST /api/project-matches: stores the requirement and ranks providers (free plan 3, paid 25). */
export function findMatches(request: ProjectMatchRequest): Promise<ProjectMatches> {
  return unwrap(api.POST('/api/project-matches', { body: request }));
}

/** Runs a match (`trigger(request)`) and returns the ranked matches; nothing cached changes. */
export function useFindMatches() {
  return useSWRMutation(['project-matches'], (_key, { arg }: { arg: ProjectMatchRequest }) => findMatches(arg));
}
