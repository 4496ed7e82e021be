import Container from '@mui/material/Container';
import { data, isRouteErrorResponse, useRouteError, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { companyKey, companyReviewsKey, getCompany, getCompanyReviews } from '../../api/companies';
import { CompanyNotFound } from '../../features/company-profile/components/company-not-found';
import { paths } from '../../config/paths';
import { appUrlOf, pageCachingHeaders, pageData, pageHeaders, seedSwrCache, type PageData, type SwrSeed } from '../page-data';
import { companyPageMeta, staticPageMeta } from '../page-head';
import { pageChunk } from '../page-route';
import { RouteError } from './route-error';
import type { CompanyPageFacts } from '../public-reads.port';
import { NOT_FOUND_PAGE, sitePage } from '../site-pages';

const page = pageChunk(
  () => import('../../features/company-profile/company-profile-page'),
  (module) => module.CompanyProfilePage,
);

/** The profile's data: its seeds, and the facts its head is made of (server renders only). */
interface ProfileData extends PageData {
  facts?: CompanyPageFacts;
}

/**
 * The company and, for a visitor, its reviews (a member reads texts by plan: the browser asks for them). An id the
 * API does not know (unknown, malformed, unlisted) is the Not Found page with status 404 for a visitor; a member's
 * browser asks the API itself, which shows an admin an unlisted company and anyone else the page's own Not Found.
 */
export async function loader({ params, context: { server } }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!server) return pageData(server, []);
  const facts = await server.reads.companyPage(id);
  if (!facts) {
    const init = { status: 404, headers: pageCachingHeaders(server) };
    if (server.visitor) throw data(null, init);
    return data<ProfileData>({ seeds: [] }, init);
  }
  const seeds: SwrSeed[] = [[companyKey(id), facts.company]];
  if (server.visitor) seeds.push([companyReviewsKey(id), await server.reads.companyReviews(id)]);
  return data<ProfileData>({ seeds, facts }, { headers: pageCachingHeaders(server, [`company:${id}`]) });
}

export async function clientLoader({ params }: LoaderFunctionArgs) {
  await page.load();
  const id = params.id ?? '';
  return seedSwrCache([
    [companyKey(id), () => getCompany(id)],
    [companyReviewsKey(id), () => getCompanyReviews(id)],
  ]);
}

/** The company's own head when the server read it; the Not Found head for a 404; the generic one otherwise (a client-side navigation). */
export const meta: MetaFunction = ({ loaderData, matches, error }) => {
  const appUrl = appUrlOf(matches);
  const facts = (loaderData as ProfileData | undefined)?.facts;
  if (facts) return companyPageMeta(facts, appUrl);
  return staticPageMeta(error ? NOT_FOUND_PAGE : sitePage(paths.companies.detail.path), appUrl);
};

export const headers = pageHeaders;

/** An id the API does not know shows the profile's own Not Found, where the profile would have been. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError error={error} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CompanyNotFound />
    </Container>
  );
}

export default page.Page;
