import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { appUrlOf, pageCachingHeaders, pageHeaders } from '../page-data';
import { staticPageMeta } from '../page-head';
import { NOT_FOUND_PAGE } from '../site-pages';
import { NotFoundPage } from './not-found-page';

/** Any address the app has no page for: the Not Found page, with status 404. */
export function loader({ context: { server } }: LoaderFunctionArgs) {
  return data(null, { status: 404, headers: pageCachingHeaders(server) });
}

export const meta: MetaFunction = ({ matches }) => staticPageMeta(NOT_FOUND_PAGE, appUrlOf(matches));
export const headers = pageHeaders;
export default NotFoundPage;
