import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(() => import('../../features/admin/admin-dashboard-page'), (module) => module.AdminDashboardPage);

export const meta = siteMeta(paths.admin.dashboard.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
