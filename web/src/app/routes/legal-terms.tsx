import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/legal-terms/legal-terms-page'),
  (module) => module.LegalTermsPage,
);

export const meta = siteMeta(paths.legalTerms.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
