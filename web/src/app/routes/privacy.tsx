import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/privacy/privacy-page'),
  (module) => module.PrivacyPage,
);

export const meta = siteMeta(paths.privacy.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
