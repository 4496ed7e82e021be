import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/projects/projects-page'),
  (module) => module.ProjectsPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.projects.list.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
