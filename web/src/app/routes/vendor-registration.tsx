import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/vendors/vendor-registration-page'),
  (module) => module.VendorRegistrationPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.vendor.register.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
