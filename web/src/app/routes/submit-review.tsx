import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/submit-review/submit-review-page'),
  (module) => module.SubmitReviewPage,
);

export const clientLoader = page.clientLoader;
export { PageLoading as HydrateFallback } from '../layout/page-loading';
export const meta = siteMeta(paths.submitReview.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
