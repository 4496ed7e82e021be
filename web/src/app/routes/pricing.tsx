import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/pricing/pricing-page'),
  (module) => module.PricingPage,
);

export const meta = siteMeta(paths.pricing.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
