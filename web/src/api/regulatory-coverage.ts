import useSWR from 'swr';
import { api, unwrap } from './client';

/** The SWR key of GET /api/regulatory-coverage. */
export const regulatoryCoverageKey = ['regulatory', 'coverage'] as const;

/** GET /api/regulatory-coverage: the windows the regulatory record covers (empty before any listing was loaded). */
export function useRegulatoryCoverage() {
  return useSWR(regulatoryCoverageKey, () => unwrap(api.GET('/api/regulatory-coverage')));
}
