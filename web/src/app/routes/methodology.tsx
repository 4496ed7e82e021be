import type { LoaderFunctionArgs } from 'react-router';
import { getMethodology, METHODOLOGY_KEY } from '../../api/companies';
import { paths } from '../../config/paths';
import { pageData, pageHeaders, seedSwrCache } from '../page-data';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/methodology/methodology-page'),
  (module) => module.MethodologyPage,
);

/** The prior weight and the platform means (GET /api/methodology), which move with every approved review. */
export async function loader({ context: { server } }: LoaderFunctionArgs) {
  return pageData(server, server ? [[METHODOLOGY_KEY, await server.reads.methodology()]] : [], ['directory']);
}

export async function clientLoader() {
  await page.load();
  return seedSwrCache([[METHODOLOGY_KEY, getMethodology]]);
}

export const meta = siteMeta(paths.methodology.path);
export const headers = pageHeaders;
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
