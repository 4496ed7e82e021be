import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { Router, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { carriesSession, visitorCacheHeaders } from '../http/cache-headers';
import { PublicAnswerCache } from '../http/public-answer-cache';
import { redactUrl } from '../http/request-log';
import { scriptNonceOf } from './script-nonce';
import { WebPublicReads } from './web-public-reads';

/** The name of the session cookie (the composition root provides it: the session adapter names it). */
export const SESSION_COOKIE_NAME = Symbol('SESSION_COOKIE_NAME');

/** Hashed build files never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (the favicon): a day, then revalidated. */
const UNHASHED = 'public, max-age=86400';

/** What the web's loaders get from this app with each page request (web/src/app/public-reads.port.ts, ServerContext). */
type WebLoadContext = {
  server: {
    reads: WebPublicReads;
    visitor: boolean;
    appUrl: string;
    visitorCacheHeaders(surrogateKeys: readonly string[]): Record<string, string>;
    scriptNonce: string;
    logError(error: unknown, request: globalThis.Request): void;
  };
};

/** A plain 404 for a file under /assets, never the HTML shell that the browser would try to run as a module. */
const notFound = (_req: Request, res: Response): void => void res.status(404).type('text/plain').send('Not found');

/**
 * The web app outside `/api`: the browser's files (web/dist/client: hashed assets precompressed and immutable)
 * and every page, rendered by React Router from its server build (web/dist/server, `npm run build:web`), with the
 * public reads in process (WebPublicReads). Mounted on the Express app when the modules start (as
 * @nestjs/serve-static mounts its files), so it comes after everything in front of the API's routes (the security
 * headers, the modules' middleware such as the request log) and the routes themselves, and before Nest's own 404:
 * the pages answer what the API does not.
 */
@Injectable()
export class WebPages implements OnModuleInit {
  private readonly logger = new Logger('WebPages');
  private readonly clientDir: string;
  private readonly build: ServerBuild | null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_COOKIE_NAME) private readonly sessionCookieName: string,
    private readonly reads: WebPublicReads,
    private readonly publicAnswers: PublicAnswerCache,
  ) {
    const dist = join(config.projectRoot, 'web', 'dist');
    this.clientDir = join(dist, 'client');
    const serverBuild = join(dist, 'server', 'index.js');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
    this.build = existsSync(serverBuild) ? (require(serverBuild) as ServerBuild) : null;
  }

  onModuleInit(): void {
    this.adapterHost.httpAdapter.getInstance<Express>().use(this.handler());
  }

  /** GET and HEAD outside `/api`: files, then pages; anything else goes on to Nest (its 404). */
  handler(): RequestHandler {
    const router = Router();
    // The source maps stay on the server's disk: they hold the route modules' source, loaders included.
    router.use('/assets', (req: Request, res: Response, next: NextFunction) => (req.path.endsWith('.map') ? notFound(req, res) : next()));
    router.use(
      '/assets',
      expressStaticGzip(join(this.clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { index: false, redirect: false, setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) },
      }),
    );
    // A stale chunk name must not get HTML that the browser would try to run as a module.
    router.use('/assets', notFound);
    router.use(express.static(this.clientDir, { index: false, redirect: false, setHeaders: (res) => res.setHeader('Cache-Control', UNHASHED) }));
    router.use(compression());
    // Visitors' public pages this instance holds are answered here, before the renderer and its reads.
    router.use(this.publicAnswers.middleware(this.sessionCookieName, { keepsPolicy: true }));
    router.use(
      this.build
        ? this.pages(this.build)
        : (_req: Request, res: Response) => void res.status(503).type('text/plain').send('The web app is not built: run npm run build:web'),
    );
    return (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
      router(req, res, next);
    };
  }

  private pages(build: ServerBuild): RequestHandler {
    const mayBeMember = carriesSession(this.sessionCookieName);
    const render = createRequestHandler({
      build,
      mode: this.config.nodeEnv === 'development' ? 'development' : 'production',
      getLoadContext: (req, res): WebLoadContext => ({
        server: {
          reads: this.reads,
          visitor: !mayBeMember(req),
          appUrl: this.config.appUrl,
          visitorCacheHeaders: (surrogateKeys) => visitorCacheHeaders(surrogateKeys, this.config.publicCache),
          scriptNonce: scriptNonceOf(res) ?? '',
          logError: (error, request) => {
            const { pathname, search } = new URL(request.url);
            this.logger.error({ err: error, url: redactUrl(pathname + search) }, 'A page failed to render');
          },
        },
      }),
    });
    return (req, res, next) => {
      // A page opened with a secret in its address (a mailed link's one-time token) names it in no Referer.
      if (redactUrl(req.originalUrl) !== req.originalUrl) res.setHeader('Referrer-Policy', 'no-referrer');
      void render(req, res, next);
    };
  }
}
