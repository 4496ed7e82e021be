import { paths } from '../../config/paths';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/contact/contact-page'),
  (module) => module.ContactPage,
);

export const meta = siteMeta(paths.contact.path);
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
