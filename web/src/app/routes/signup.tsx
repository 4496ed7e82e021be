import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/auth/signup/signup-page'),
  (module) => module.SignupPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.auth.signup.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
