import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

/** A response that may have been given a nonce (Express's `res.locals`; a bare Node response gets one here). */
type WithLocals = ServerResponse & { locals?: Record<string, unknown> };

/**
 * helmet's `script-src` entry: a fresh nonce for this response (128 random bits, kept in `res.locals.scriptNonce`).
 * The pages' inline scripts (React Router's hydration data and start-up) carry it, and the policy allows no
 * other inline script.
 */
export function scriptNonceSource(_req: IncomingMessage, res: ServerResponse): string {
  const locals = ((res as WithLocals).locals ??= {});
  locals.scriptNonce ??= randomBytes(16).toString('base64');
  return `'nonce-${locals.scriptNonce as string}'`;
}

/** The nonce scriptNonceSource gave this response, or undefined before the security headers ran. */
export function scriptNonceOf(res: ServerResponse): string | undefined {
  return (res as WithLocals).locals?.scriptNonce as string | undefined;
}
