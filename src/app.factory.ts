import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import passport from 'passport';
import { createSessionMiddleware, sessionCookieName } from './adapters/sessions/session-middleware';
import { rememberSessionAccount } from './api/auth/session.serializer';
import { originCheck } from './api/http/origin-check.middleware';
import { Logger } from 'nestjs-pino';
import { COMPRESSION_THRESHOLD } from './api/http/encoded-body';
import { HttpErrorFilter } from './api/http/http-error.filter';
import { carriesSession } from './api/http/cache-headers';
import { OwnChangesHeardInterceptor } from './api/http/own-changes-heard.interceptor';
import { PublicAnswerCache } from './api/http/public-answer-cache';
import { PublicAnswerInterceptor } from './api/http/public-answer.interceptor';
import { requestLog } from './api/http/request-log';
import { securityHeaders } from './api/http/security-headers';
import { jsonBodyParser } from './api/http/json-body';
import { PublicReadChanges } from './domain/directory/public-read-changes.port';
import { documentNulCharacterAnswers, refuseNulCharacters } from './api/http/nul-characters';
import { parseQueryOnce } from './api/http/query-once';
import { apiValidationPipe } from './api/http/validation.pipe';
import { endOutlivedSessions } from './api/http/session-lifetime';
import { AppModule } from './app.module';
import { ShutdownTasks } from './app-shutdown';
import type { AppConfig } from './config/app-config';

/** The public reads of the directory, which a visitor makes without a session: companies, profiles, reviews, methodology. */
const DIRECTORY_READS = /^\/api\/(companies(\/[^?]*)?|methodology)(\?|$)/;

/** The largest JSON or form body the API reads (docs/api-contract.md#errors-and-validation: larger → 413); the one upload is multipart. */
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
    // Registered below, so the error handler can follow the parsers (docs/api-contract.md#errors-and-validation: malformed JSON → 400).
    bodyParser: false,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.disable('x-powered-by');
  // The client IP (sign-in and request limits) is the socket address unless TRUST_PROXY names the
  // proxies whose X-Forwarded-For may be believed (docs/security.md#trust-and-safety-rules).
  app.set('trust proxy', config.trustProxy);
  // One pipeline for every request: its request id and log line first, then the security headers, whatever answers.
  app.use(requestLog(config));
  app.use(securityHeaders(config));
  // Outside /api the web app answers (WebModule, mounted when the modules start).
  const cookieName = sessionCookieName(config);
  app.use('/api', originCheck(config.appUrl));
  // JSON answers of 1 kB or more, compressed when accepted (stored public answers carry their own codings).
  app.use('/api', compression({ threshold: COMPRESSION_THRESHOLD }));
  // Visitors' public answers this instance holds are answered here, before sessions and the database; the others
  // are stored on their way out when their route declared them public (PublicAnswer). See docs/operations.md.
  app.use('/api', app.get(PublicAnswerCache).middleware(cookieName));
  // nestjs-pino's Logger takes the last argument as the context, so the message comes before it.
  const sessions = createSessionMiddleware(config, databaseUrl, (error) => logger.warn({ err: error }, 'Session pool error', 'Sessions'), rememberSessionAccount);
  // After passport has loaded the member: a session past its absolute lifetime (30 days) goes on signed out.
  // A visitor's read of the directory (a GET or HEAD without a session cookie) skips all four: express-session would
  // still mint a session id for it (random bytes and an HMAC) only to drop it unsaved, and there is no member to load.
  const signedIn = carriesSession(cookieName);
  const isVisitorRead = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && DIRECTORY_READS.test(req.originalUrl) && !signedIn(req);
  const memberChain = Router().use(sessions.middleware, passport.initialize(), passport.session(), endOutlivedSessions());
  app.use('/api', (req: Request, res: Response, next: NextFunction) => (isVisitorRead(req) ? next() : memberChain(req, res, next)));
  app.get(ShutdownTasks).add(sessions.close);
  const errors = new HttpErrorFilter();
  app.use(jsonBodyParser(JSON_BODY_LIMIT));
  app.useBodyParser('urlencoded', { extended: true, limit: JSON_BODY_LIMIT });
  app.use('/api', parseQueryOnce());
  // One check for every parameter and field (docs/security.md#trust-and-safety-rules), instead of one per DTO.
  app.use('/api', refuseNulCharacters());
  // Body-parser failures happen before Nest's router: the same filter answers them.
  app.use(errors.expressHandler());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(apiValidationPipe());
  app.useGlobalFilters(errors);
  app.useGlobalInterceptors(new PublicAnswerInterceptor(app.get(Reflector), cookieName, config.publicCache), new OwnChangesHeardInterceptor(app.get(PublicReadChanges)));

  // The document is built on its first request (the factory form of `setup`), not at every start: scanning every
  // route and DTO delays each start (and each test's app) for a document that most instances never serve.
  const documentConfig = new DocumentBuilder()
    .setTitle('BioVetted API')
    .setDescription('Directory, reviews and matching for biotech and pharma service providers (CRO, CMO, CDMO, CRDMO).')
    .setVersion('1')
    .build();
  SwaggerModule.setup('api/docs', app, () => documentNulCharacterAnswers(SwaggerModule.createDocument(app, documentConfig)), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });
  return app;
}
