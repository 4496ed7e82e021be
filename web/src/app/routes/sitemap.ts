import { data, type LoaderFunctionArgs } from 'react-router';
import { pageCachingHeaders } from '../page-data';
import { sitemapXml } from '../sitemap';

/** /sitemap.xml: every main page and listed company, or past the protocol's limit an index of /sitemaps/{n}.xml. */
export async function loader({ context: { server } }: LoaderFunctionArgs) {
  if (!server) throw data('The sitemap needs the app server', { status: 503 });
  const xml = await sitemapXml(server, null);
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', ...pageCachingHeaders(server, ['directory']) } });
}
