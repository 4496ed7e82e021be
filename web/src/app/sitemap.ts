import type { ServerContext } from './public-reads.port';
import { SITE_PAGES } from './site-pages';

/** The sitemap protocol's limit of URLs per file; beyond it /sitemap.xml becomes an index of /sitemaps/{n}.xml. */
export const SITEMAP_MAX_URLS = 50_000;

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * The sitemap (the main pages, then every listed company with the day its facts last changed) when it fits one
 * file (`part` null); beyond SITEMAP_MAX_URLS, /sitemap.xml is an index of /sitemaps/{n}.xml, n from 1. Returns
 * null for a part that does not exist.
 */
export async function sitemapXml(server: ServerContext, part: number | null): Promise<string | null> {
  const { appUrl } = server;
  const urls = [
    ...SITE_PAGES.filter((page) => page.inSitemap).map((page) => ({ loc: `${appUrl}${page.path}`, lastmod: null as string | null })),
    ...(await server.reads.sitemapCompanies()).map((company) => ({ loc: `${appUrl}/companies/${company.id}`, lastmod: company.lastModified })),
  ];
  const parts = Math.ceil(urls.length / SITEMAP_MAX_URLS);
  if (part === null && parts > 1) {
    const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${appUrl}/sitemaps/${i + 1}.xml</loc></sitemap>`);
    return `${HEADER}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  if (part !== null && (parts <= 1 || part < 1 || part > parts)) return null;
  const slice = part === null ? urls : urls.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
  const entries = slice.map(({ loc, lastmod }) => `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `${HEADER}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
