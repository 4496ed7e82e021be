import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(() => import('../../features/auth/admin-login/admin-login-page'), (module) => module.AdminLoginPage);

export const meta = siteMeta(paths.admin.login.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
