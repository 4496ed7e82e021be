import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/auth/forgot-password/forgot-password-page'),
  (module) => module.ForgotPasswordPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.auth.forgotPassword.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
