import useSWR from 'swr';
import { api, unwrap } from '../../../api/client';
import type { ProjectMatches } from '../../../api/types';

/** GET /api/project-matches/{id}: the member's stored run as computed then (404 for anyone else's). */
export function useMatchRun(id: string) {
  return useSWR<ProjectMatches>(['project-match', id], () => unwrap(api.GET('/api/project-matches/{id}', { params: { path: { id } } })));
}
