import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/admin/admin-companies-page'),
  (module) => module.AdminCompaniesPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.admin.companies.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
