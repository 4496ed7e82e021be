import type { LoaderFunctionArgs } from 'react-router';
import { companiesKey, companyFacetsKey, getCompanies, getCompanyFacets } from '../../api/companies';
import { paths } from '../../config/paths';
import { directoryApiFilters, directoryApiQuery, parseDirectoryQuery } from '../../lib/directory-query';
import { answered, pageData, pageHeaders, seedSwrCache } from '../page-data';
import { pageChunk, siteMeta } from '../page-route';

const page = pageChunk(
  () => import('../../features/directory/directory-page'),
  (module) => module.DirectoryPage,
);

/** The API's queries of the directory at `url`, as the page builds them from its address. */
function directoryReads(url: string) {
  const applied = parseDirectoryQuery(new URL(url).searchParams);
  return { list: directoryApiQuery(applied), facets: directoryApiFilters(applied) };
}

/** The page of companies and the facet counts the address asks for (the same for every reader). */
export async function loader({ request, context: { server } }: LoaderFunctionArgs) {
  if (!server) return pageData(server, []);
  const { list, facets } = directoryReads(request.url);
  const [companies, counts] = await Promise.all([server.reads.companies(list), server.reads.companyFacets(facets)]);
  return pageData(server, answered([companiesKey(list), companies], [companyFacetsKey(facets), counts]), ['directory']);
}

export async function clientLoader({ request }: LoaderFunctionArgs) {
  await page.load();
  const { list, facets } = directoryReads(request.url);
  return seedSwrCache([
    [companiesKey(list), () => getCompanies(list)],
    [companyFacetsKey(facets), () => getCompanyFacets(facets)],
  ]);
}

export const meta = siteMeta(paths.companies.list.path);
export const headers = pageHeaders;
export { PageErrorBoundary as ErrorBoundary } from './route-error';
export default page.Page;
