import type { LoaderFunctionArgs } from 'react-router';
import { pageCachingHeaders } from '../page-data';
import { SITE_PAGES } from '../site-pages';

/** robots.txt: crawlers may read every public page and the API the pages render from; account and admin pages stay out. */
export function loader({ request, context: { server } }: LoaderFunctionArgs) {
  const appUrl = server?.appUrl ?? new URL(request.url).origin;
  const disallowed = SITE_PAGES.filter((page) => page.private && !page.path.includes(':')).map((page) => page.path);
  const text = ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', ...pageCachingHeaders(server) } });
}
