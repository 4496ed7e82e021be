import type { LoaderFunctionArgs } from 'react-router';
import { pageCachingHeaders } from '../page-data';
import { sitemapXml } from '../sitemap';

/** /sitemaps/{n}.xml: the n-th file of a sitemap too long for one (n from 1); any other name is a plain 404. */
export async function loader({ params, context: { server } }: LoaderFunctionArgs) {
  const part = /^([1-9]\d{0,5})\.xml$/.exec(params.file ?? '');
  const xml = server && part ? await sitemapXml(server, Number(part[1])) : null;
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', ...pageCachingHeaders(server, ['directory']) } });
}
