import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/find-match/find-match-page'),
  (module) => module.FindMatchPage,
);

export const meta = siteMeta(paths.findMatch.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
