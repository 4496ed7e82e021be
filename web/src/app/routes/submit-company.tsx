import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/submit-company/submit-company-page'),
  (module) => module.SubmitCompanyPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.submitCompany.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
