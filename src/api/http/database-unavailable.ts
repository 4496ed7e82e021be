/**
 * Whether an error says the database cannot be reached right now (a restart, a crash, a dropped connection) rather
 * than that a query was wrong: the answer is then 503 with Retry-After, not 500. Checked by what drivers report:
 * PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P01-57P03 (the server shutting down, crashed or
 * starting), 53300 (too many connections), the socket errors of a connection that failed or broke, node-postgres's
 * "Connection terminated" and "Connection ended" messages (also after the statement MikroORM puts first) and knex's pool timeout; MikroORM's wrappers copy the driver's code. Causes and
 * the errors of an AggregateError (a connection attempt to several addresses) are followed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, name, cause, errors } = error as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300' || SOCKET_FAILURES.has(code))) return true;
  if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

const SOCKET_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

// MikroORM's DriverException puts the statement before the driver's message: "select … - Connection terminated …".
const CONNECTION_MESSAGES = [
  /(^| - )Connection terminated/,
  /(^| - )Connection ended unexpectedly/,
  /Client has encountered a connection error and is not queryable/,
  /^Knex: Timeout acquiring a connection/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

/** Seconds a client should wait before retrying while the database is unavailable (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The message of that 503. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
