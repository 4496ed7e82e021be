import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import helmet from 'helmet';
import passport from 'passport';
import { createSessionMiddleware, sessionCookieName } from './adapters/sessions/session-middleware';
import { rememberSessionAccount } from './api/auth/session.serializer';
import { originCheck } from './api/http/origin-check.middleware';
import { Logger } from 'nestjs-pino';
import { COMPRESSION_THRESHOLD } from './api/http/encoded-body';
import { HttpErrorFilter } from './api/http/http-error.filter';
import { PublicReadCache, visitorRead } from './api/http/public-read-cache';
import { scriptSources } from './api/web/script-nonce';
import { DirectoryPageInFront } from './api/companies/directory-page-in-front';
import { documentNulCharacterAnswers, refuseNulCharacters } from './api/http/nul-characters';
import { parseQueryOnce } from './api/http/query-once';
import { apiValidationPipe } from './api/http/validation.pipe';
import { endOutlivedSessions } from './api/http/session-lifetime';
import { AppModule } from './app.module';
import { ShutdownTasks } from './app-shutdown';
import type { AppConfig } from './config/app-config';

/** The largest JSON or form body the API reads (DECISIONS §2: larger → 413); the one upload is multipart. */
const JSON_BODY_LIMIT = '100kb';

/**
 * Builds the configured HTTP application (not yet listening): security headers, validation, the
 * error filter, the /api prefix and the OpenAPI document. Used by main.ts and by the tests, so both
 * run the same app.
 */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bufferLogs: true,
    rawBody: true,
    // Registered below, so the error handler can follow the parsers (DECISIONS §2: malformed JSON → 400).
    bodyParser: false,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.disable('x-powered-by');
  // The client IP (sign-in and request limits) is the socket address unless TRUST_PROXY names the
  // proxies whose X-Forwarded-For may be believed (DECISIONS §14).
  app.set('trust proxy', config.trustProxy);
  // With billing on, Stripe.js and its Payment Element iframes load from Stripe (docs/decisions/0012).
  const stripeSources = config.stripe.secretKey ? ['https://js.stripe.com'] : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [scriptSources, ...stripeSources],
        ...(config.stripe.secretKey
          ? { 'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'], 'connect-src': ["'self'", 'https://api.stripe.com'] }
          : {}),
        // MUI/emotion inject <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        ...(config.stripe.secretKey ? {} : { 'connect-src': ["'self'"] }),
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.use(securityHeaders);
  // Outside /api the web app answers (WebModule, mounted when the modules start).
  const cookieName = sessionCookieName(config);
  app.use('/api', originCheck(config.appUrl));
  // Public reads without a session are answered from memory when cached, in front of everything here: no
  // session store, no database, no Nest pipeline (DECISIONS §15). A visitor's directory page that is not cached
  // is computed there too, with this pipeline's security headers and query parser. Other misses fill the cache
  // on their way out.
  const publicReads = app.get(PublicReadCache);
  publicReads.answerInFront(app.getHttpServer(), cookieName, {
    reads: [app.get(DirectoryPageInFront)],
    securityHeaders,
    parseQuery: app.getHttpAdapter().getInstance().get('query parser fn'),
  });
  app.use('/api', publicReads.middleware(cookieName));
  // Other JSON answers of 1 kB or more, compressed when accepted (cached ones carry their own).
  app.use('/api', compression({ threshold: COMPRESSION_THRESHOLD }));
  // nestjs-pino's Logger takes the last argument as the context, so the message comes before it.
  const sessions = createSessionMiddleware(
    config,
    databaseUrl,
    (error) => logger.warn({ err: error }, 'Session pool error', 'Sessions'),
    rememberSessionAccount,
  );
  // After passport has loaded the member: a session past its absolute lifetime (30 days) goes on signed out.
  // A visitor's public read (no session cookie) skips all four: express-session would still mint a
  // session id for it (random bytes and an HMAC) only to drop it unsaved, and there is no member to load.
  const isVisitorRead = visitorRead(cookieName);
  const memberChain = Router().use(sessions.middleware, passport.initialize(), passport.session(), endOutlivedSessions());
  app.use('/api', (req: Request, res: Response, next: NextFunction) => (isVisitorRead(req) ? next() : memberChain(req, res, next)));
  app.get(ShutdownTasks).add(sessions.close);
  const errors = new HttpErrorFilter();
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { extended: true, limit: JSON_BODY_LIMIT });
  app.use('/api', parseQueryOnce());
  // One check for every parameter and field (DECISIONS §14), instead of one per DTO.
  app.use('/api', refuseNulCharacters());
  // Body-parser failures happen before Nest's router: the same filter answers them.
  app.use(errors.expressHandler());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(apiValidationPipe());
  app.useGlobalFilters(errors);

  const document = documentNulCharacterAnswers(SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('BioVetted API')
      .setDescription('Directory, reviews and matching for biotech and pharma service providers (CRO, CMO, CDMO, CRDMO).')
      .setVersion('1')
      .build(),
  ));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
  return app;
}
