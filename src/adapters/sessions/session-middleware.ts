import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';
import type { Account } from '../../domain/accounts/account';
import { ACCOUNT_COLUMNS, toAccount } from '../persistence/repositories/accounts.repository';
import { UUID } from '../persistence/repositories/uuid';
import { UserRecord } from '../persistence/schemas/user.schema';
import { tableOf } from '../persistence/tables';

/** Idle timeout of a session (docs/accounts.md): 7 days, in milliseconds; each request extends it. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How often one instance writes a session's new expiry (minutes 10, in milliseconds). Writing it on
 * every request made each signed-in request an UPDATE of the session row, and concurrent requests of one
 * member queued on that row's lock; the idle timeout of 7 days loses at most this much precision.
 */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;

/** Sessions whose last touch an instance remembers (oldest forgotten first: it is then touched again). */
const REMEMBERED_TOUCHES = 100_000;

/** The `application_name` of the session store's connections. */
export const SESSION_POOL_NAME = 'biovetted-sessions';

/** Cookie name: `__Host-` in production, which browsers accept only Secure, host-only and on path /. */
export const sessionCookieName = (config: AppConfig) => (config.nodeEnv === 'production' ? '__Host-bv.sid' : 'bv.sid');

const u = tableOf(UserRecord).as('u');

/**
 * A live session and the account its `passport.user` names, in one statement: a signed-in request had read
 * them one after the other (two round trips to PostgreSQL on every member's request). The account
 * columns are null when the session names no account or one that no longer exists; a malformed id names none.
 * Outside demo mode a demo account is none either (AccountsRepository says why).
 */
const sessionWithAccountSql = (demoMode: boolean) => `select s.sess, ${u.pick(...ACCOUNT_COLUMNS).columns.join(', ')}
  from sessions s
  left join ${u.from} on ${u.col('id')} = case when s.sess->'passport'->>'user' ~* '${UUID.source}'
    then (s.sess->'passport'->>'user')::uuid end${demoMode ? '' : ` and ${u.col('is_demo')} = false`}
  where s.sid = $1 and s.expire >= to_timestamp($2)`;

type SessionWithAccountRow = { sess: session.SessionData } & Parameters<typeof toAccount>[0];

/**
 * express-session on PostgreSQL (connect-pg-simple, table `sessions` from the migrations), with
 * HttpOnly, SameSite=Lax cookies, Secure in production. Returns the middleware and a close function
 * for shutdown. `onSessionAccount(req, account)` hears, for each request whose session was loaded, the
 * account the session names as read with it (null: none, or none that exists), before passport asks for it.
 */
export function createSessionMiddleware(
  config: AppConfig,
  databaseUrl: string,
  onPoolError: (error: Error) => void,
  onSessionAccount: (req: Request, account: Account | null) => void = () => {},
) {
  // Named, so its connections are told apart in pg_stat_activity (and a test can see them closed on shutdown).
  const pool = new Pool({ connectionString: databaseUrl, max: 5, application_name: SESSION_POOL_NAME });
  pool.on('error', onPoolError); // a dropped idle connection must not crash the process
  const PgStore = connectPgSimple(session);
  const SESSION_WITH_ACCOUNT_SQL = sessionWithAccountSql(config.demoMode);
  /**
   * connect-pg-simple's store, reading a session with its account (SESSION_WITH_ACCOUNT_SQL) and writing a
   * session's expiry at most once per SESSION_TOUCH_INTERVAL_MS.
   */
  class ThrottledTouchStore extends PgStore {
    private readonly touchedAt = new Map<string, number>();
    /** The account read with each loaded session's data, until express-session makes the request's session of it. */
    private readonly accountOfSession = new WeakMap<object, Account | null>();

    override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
      // Named, so each connection prepares it once: planning the join took about as long as running it.
      const statement = { name: 'session-with-account', text: SESSION_WITH_ACCOUNT_SQL, values: [sid, Math.ceil(Date.now() / 1000)] };
      // The callback form: express-session goes on inside the callback, and a promise would take its throws.
      // connect-pg-simple's own get also armed its prune timer; its set, touch and destroy still do, and each
      // session's first request on this instance reaches super.touch.
      pool.query<SessionWithAccountRow>(statement, (error, result) => {
        if (error) return callback(error);
        const [row] = result.rows;
        if (!row) return callback(null, null);
        this.accountOfSession.set(row.sess, row.id === null ? null : toAccount(row));
        return callback(null, row.sess);
      });
    }

    // express-session calls it with the request and the data `get` answered.
    override createSession(req: Request, data: session.SessionData): session.Session & session.SessionData {
      const account = this.accountOfSession.get(data);
      if (account !== undefined) {
        this.accountOfSession.delete(data);
        onSessionAccount(req, account);
      }
      return super.createSession(req, data);
    }

    override touch(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
      const now = Date.now();
      const last = this.touchedAt.get(sid);
      if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) {
        callback?.();
        return;
      }
      this.touchedAt.delete(sid);
      if (this.touchedAt.size >= REMEMBERED_TOUCHES) this.touchedAt.delete(this.touchedAt.keys().next().value as string);
      this.touchedAt.set(sid, now);
      super.touch(sid, data, callback);
    }

    override destroy(sid: string, callback?: (error?: unknown) => void): void {
      this.touchedAt.delete(sid);
      super.destroy(sid, callback);
    }
  }
  const store = new ThrottledTouchStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  const middleware: RequestHandler = session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store,
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
  // The store's prune timer (armed at its first use, 7.5-22.5 minutes ahead) is stopped before the pool ends: left
  // running, it queries the pool later (Jest logged "Failed to prune sessions" after test apps had closed).
  return {
    middleware,
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}
