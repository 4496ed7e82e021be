import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/auth/reset-password/reset-password-page'),
  (module) => module.ResetPasswordPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.auth.resetPassword.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
