import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';

/** Idle timeout of a session (DECISIONS §3): 7 days, in milliseconds; each request extends it. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

/** Cookie name: `__Host-` in production, which browsers accept only Secure, host-only and on path /. */
export const sessionCookieName = (config: AppConfig) => (config.nodeEnv === 'production' ? '__Host-bv.sid' : 'bv.sid');

/**
 * express-session on PostgreSQL (connect-pg-simple, table `sessions` from the migrations), with
 * HttpOnly, SameSite=Lax cookies, Secure in production. Returns the middleware and a close function
 * for shutdown.
 */
export function createSessionMiddleware(config: AppConfig, databaseUrl: string, onPoolError: (error: Error) => void) {
  const pool = new Pool({ connectionString: databaseUrl, max: 5 });
  pool.on('error', onPoolError); // a dropped idle connection must not crash the process
  const PgStore = connectPgSimple(session);
  const middleware: RequestHandler = session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store: new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.nodeEnv === 'production' ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.nodeEnv === 'production',
      maxAge: SESSION_IDLE_MS,
      path: '/',
    },
  });
  return { middleware, close: () => pool.end() };
}
