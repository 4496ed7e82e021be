import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/find-match/find-match-run-page'),
  (module) => module.FindMatchRunPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.findMatchRun.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
