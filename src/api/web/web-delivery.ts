import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isIPv6, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { CompanySitemap } from '../../domain/directory/company-sitemap.port';
import { DescribeCompanyPage } from '../../domain/directory/describe-company-page.use-case';
import { CompanyNotFoundError } from '../../domain/directory/directory.errors';
import { PublicReadChanges } from '../../domain/directory/public-read-changes.port';
import { EncodedBody } from '../http/encoded-body';
import { carriesSession, PublicReadCache, type CachedAnswer } from '../http/public-read-cache';
import { loadPrerenderBundle, loopbackFetch, type DeviceClass, type PrerenderBundle } from './page-prerender';
import { companyPageHead, renderShell, staticPageHead, type PageHead, type ShellContent } from './site-head';
import { matchSitePage, NOT_FOUND_PAGE, SITE_PAGES } from './site-pages';
import { loadWebBuild, type WebBuild } from './web-build';

/** Hashed build files never change under their name (DECISIONS §15). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon): a day, then revalidated by ETag. */
const UNHASHED = 'public, max-age=86400';
/** The HTML shell and generated documents: always revalidated (304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * Prerenders running at once, at most. A render takes 30-300 ms of CPU; past this, a page that is not
 * cached yet goes out as the bare shell (the browser renders it), so a flood of distinct URLs cannot
 * hold the process.
 */
export const MAX_CONCURRENT_PRERENDERS = 2;

/** The origin of this app at `address` (an IP address) and `port`, for the prerender's calls to its own API. */
const loopbackOrigin = (address: string, port: number) => `http://${isIPv6(address) ? `[${address}]` : address}:${port}`;

/** The pages most visitors land on, kept rendered for both device classes (WebDelivery.keepEntryPagesWarm). */
const ENTRY_PAGES = ['/', '/companies'] as const;
const DEVICE_CLASSES: readonly DeviceClass[] = ['phone', 'desktop'];
/** How long after a change the entry pages are rendered again, in ms: a burst of writes renders them once. */
export const REWARM_DELAY_MS = 1000;

/** What the prerender of one request needs: the URL as asked, the device class, the app's own origin. */
interface PrerenderRequest {
  url: string;
  device: DeviceClass;
  origin: string;
}

/** The sitemap protocol's limit of URLs per file; beyond it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Everything outside `/api` (DECISIONS §15): the built SPA's files (precompressed, immutable under
 * /assets), `/robots.txt`, `/sitemap.xml`, and the HTML shell with each page's own head, 200 for the
 * SPA's pages and 404 for any other path or an unknown company. The pages visitors land on (site-pages.ts
 * `prerendered`) come rendered for requests without a session, per device class and URL. Generated
 * answers go through the public read cache, so they are built once per change, not per request.
 */
@Injectable()
export class WebDelivery {
  private readonly logger = new Logger(WebDelivery.name);
  private readonly build: WebBuild;
  private readonly prerender: PrerenderBundle | null;
  private rendering = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly describeCompanyPage: DescribeCompanyPage,
    private readonly sitemap: CompanySitemap,
    private readonly cache: PublicReadCache,
    private readonly changes: PublicReadChanges,
  ) {
    this.build = loadWebBuild(join(config.projectRoot, 'web', 'dist'));
    this.prerender = this.build.shell === null ? null : loadPrerenderBundle(join(config.projectRoot, 'web', 'dist-server'));
  }

  /**
   * Express middleware answering GET/HEAD outside `/api`; everything else goes on to the API. Requests
   * carrying the session cookie (`sessionCookieName`) never get a prerendered page.
   */
  middleware(sessionCookieName: string): RequestHandler {
    const mayBeMember = carriesSession(sessionCookieName);
    return (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
      this.answer(req, res, mayBeMember(req)).catch(next);
    };
  }

  private async answer(req: Request, res: Response, mayBeMember: boolean): Promise<void> {
    const path = req.path;
    const file = this.build.files.get(path);
    if (file) {
      file.body.send(req, res, 200, { 'Content-Type': file.contentType, 'Cache-Control': path.startsWith('/assets/') ? IMMUTABLE : UNHASHED });
      return;
    }
    if (path.startsWith('/assets/')) {
      // A stale chunk name must not get HTML that the browser would try to run as a module.
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const prerender = mayBeMember ? null : this.prerenderRequest(req);
    if (prerender) {
      const key = `web:${prerender.device}:${prerender.url}`;
      if (this.cache.get(key) || this.rendering < MAX_CONCURRENT_PRERENDERS) {
        const answer = await this.cached(key, () => this.page(path, prerender));
        answer.body.send(req, res, answer.status, answer.headers);
        return;
      }
    }
    const answer = await this.cached(`web:${path}`, () => this.generate(path));
    answer.body.send(req, res, answer.status, answer.headers);
  }

  /**
   * Keeps the entry pages (`/` and `/companies`, for phones and desktops) rendered in the cache: once the
   * cache follows the change feed, and again REWARM_DELAY_MS after every change that emptied it, one render
   * at a time. Their first visitor after a start or a change then gets them at once instead of waiting for a
   * render (300-800 ms for the directory). `address` is where this app listens (main.ts, after listen).
   */
  keepEntryPagesWarm(address: AddressInfo): void {
    if (!this.prerender) return;
    const origin = loopbackOrigin(address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address, address.port);
    let timer: NodeJS.Timeout | undefined;
    const warm = async () => {
      for (const url of ENTRY_PAGES) {
        for (const device of DEVICE_CLASSES) {
          try {
            await this.cached(`web:${device}:${url}`, () => this.page(url, { url, device, origin }));
          } catch (error) {
            this.logger.warn({ err: error, url }, 'Warming an entry page failed');
          }
        }
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void warm(), REWARM_DELAY_MS);
      timer.unref();
    };
    this.changes.subscribe({ changed: schedule, following: (active) => (active ? schedule() : clearTimeout(timer)) });
  }

  /** The prerender a visitor's request gets: a page marked `prerendered`, once the prerender is built. */
  private prerenderRequest(req: Request): PrerenderRequest | null {
    if (!this.prerender || !matchSitePage(req.path)?.page.prerendered) return null;
    const address = req.socket.localAddress;
    if (!address) return null;
    const origin = loopbackOrigin(address, req.socket.localPort!);
    return { url: req.originalUrl, device: this.prerender.deviceClassOf(req.headers['user-agent']), origin };
  }

  private async cached(key: string, make: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const generation = this.cache.begin();
    const answer = await make();
    this.cache.store(key, generation, answer);
    return answer;
  }

  private async generate(path: string): Promise<CachedAnswer> {
    if (path === '/robots.txt') return this.document(200, 'text/plain; charset=utf-8', this.robots());
    if (path === '/sitemap.xml') return this.document(200, 'application/xml; charset=utf-8', (await this.sitemapXml(null))!);
    const part = /^\/sitemaps\/(\d+)\.xml$/.exec(path);
    if (part) {
      const xml = await this.sitemapXml(Number(part[1]));
      return xml ? this.document(200, 'application/xml; charset=utf-8', xml) : this.document(404, 'text/plain; charset=utf-8', 'Not found');
    }
    return this.page(path);
  }

  private async page(path: string, prerender?: PrerenderRequest): Promise<CachedAnswer> {
    const shell = this.build.shell;
    if (shell === null) return this.document(503, 'text/plain; charset=utf-8', 'The web app is not built: run npm run build:web');
    const match = matchSitePage(path);
    let head: PageHead = staticPageHead(NOT_FOUND_PAGE, this.config.appUrl);
    let status = 404;
    if (match?.page.path === '/companies/:id') {
      try {
        head = companyPageHead(await this.describeCompanyPage.execute(match.params.id), this.config.appUrl);
        status = 200;
      } catch (error) {
        if (!(error instanceof CompanyNotFoundError)) throw error;
      }
    } else if (match) {
      head = staticPageHead(match.page, this.config.appUrl);
      status = 200;
    }
    const secrecy: Record<string, string> = match?.page.tokenInLink ? { 'Referrer-Policy': 'no-referrer' } : {};
    const content = status === 200 && prerender ? await this.render(prerender, match?.page.module) : undefined;
    return this.document(status, 'text/html; charset=utf-8', renderShell(shell, head, content), secrecy);
  }

  /** The prerendered content of a page, or undefined (the bare shell) when the render fails. */
  private async render({ url, device, origin }: PrerenderRequest, module: string | undefined): Promise<ShellContent | undefined> {
    const bundle = this.prerender!;
    this.rendering += 1;
    try {
      const page = await bundle.renderPage(url, device, loopbackFetch(origin, bundle.PRERENDER_API_ORIGIN));
      return { page, stateId: bundle.PRERENDER_STATE_ID, entryImports: this.build.entryImports, chunks: module ? this.build.chunksOf(module) : [] };
    } catch (error) {
      this.logger.warn({ err: error, url }, 'Prerender failed; serving the shell');
      return undefined;
    } finally {
      this.rendering -= 1;
    }
  }

  private document(status: number, contentType: string, text: string, extraHeaders: Record<string, string> = {}): CachedAnswer {
    return { status, headers: { 'Content-Type': contentType, 'Cache-Control': REVALIDATE, ...extraHeaders }, body: new EncodedBody(Buffer.from(text)) };
  }

  /** Crawlers may read every public page and the API the SPA renders from; account and admin pages stay out. */
  private robots(): string {
    const disallowed = SITE_PAGES.filter((page) => page.private && !page.path.includes(':')).map((page) => page.path);
    return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${this.config.appUrl}/sitemap.xml`, ''].join('\n');
  }

  /**
   * The sitemap (main pages, then every listed company with its last change) when it fits one file
   * (`part` null); beyond SITEMAP_MAX_URLS, /sitemap.xml is an index of /sitemaps/{n}.xml parts.
   * Returns null for a part that does not exist.
   */
  private async sitemapXml(part: number | null): Promise<string | null> {
    const appUrl = this.config.appUrl;
    const urls = [
      ...SITE_PAGES.filter((page) => page.inSitemap).map((page) => ({ loc: `${appUrl}${page.path}`, lastmod: null as string | null })),
      ...(await this.sitemap.entries()).map((company) => ({ loc: `${appUrl}/companies/${company.id}`, lastmod: company.updatedAt.toISOString().slice(0, 10) })),
    ];
    const header = '<?xml version="1.0" encoding="UTF-8"?>';
    const parts = Math.ceil(urls.length / SITEMAP_MAX_URLS);
    if (part === null && parts > 1) {
      const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${appUrl}/sitemaps/${i + 1}.xml</loc></sitemap>`);
      return `${header}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
    }
    if (part !== null && (parts <= 1 || part < 1 || part > parts)) return null;
    const slice = part === null ? urls : urls.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
    const entries = slice.map(({ loc, lastmod }) => `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
    return `${header}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  }
}
