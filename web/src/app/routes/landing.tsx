import type { LoaderFunctionArgs } from 'react-router';
import { companiesKey, getCompanies } from '../../api/companies';
import { paths } from '../../config/paths';
import { TOP_COMPANIES_QUERY } from '../../features/landing/top-companies';
import { answered, pageData, pageHeaders, seedSwrCache } from '../page-data';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/landing/landing-page'),
  (module) => module.LandingPage,
);

/** The best-rated companies and the number listed (GET /api/companies?limit=3&sort=rating). */
export async function loader({ context: { server } }: LoaderFunctionArgs) {
  return pageData(server, server ? answered([companiesKey(TOP_COMPANIES_QUERY), await server.reads.companies(TOP_COMPANIES_QUERY)]) : [], ['directory']);
}

export async function clientLoader() {
  await page.load();
  return seedSwrCache([[companiesKey(TOP_COMPANIES_QUERY), () => getCompanies(TOP_COMPANIES_QUERY)]]);
}

export const meta = siteMeta(paths.home.path);
export const headers = pageHeaders;
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
