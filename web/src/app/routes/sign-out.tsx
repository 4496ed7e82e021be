import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

// A button that posts the sign-out: rendered in the browser, like every form, so nothing is sent before the app runs.
const page = pageChunk(
  () => import('../../features/auth/sign-out/sign-out-page'),
  (module) => module.SignOutPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.auth.signOut.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
