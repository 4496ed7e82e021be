import { SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { tap, type Observable } from 'rxjs';
import type { PublicCachePolicy } from '../../config/app-config';
import { carriesSession, MEMBER_CACHE_CONTROL, visitorCacheHeaders } from './cache-headers';

/** The surrogate keys of a route's answer, from the request (path parameters) and the answer itself. */
export type SurrogateKeysOf = (request: Request, answer: unknown) => string | readonly string[];

const PUBLIC_ANSWER = Symbol('public-answer');

/**
 * Declares a GET route's answer the same for every visitor, depending on `keys` (public-read-keys.ts: `directory`,
 * `company:<uuid>`): visitors' answers become cacheable by shared caches (PublicAnswerInterceptor), members'
 * stay private. Answers of routes without it are private.
 */
export const PublicAnswer = (keys: string | SurrogateKeysOf) => SetMetadata(PUBLIC_ANSWER, typeof keys === 'string' ? () => keys : keys);

/**
 * Sets the cache headers of API answers: on a route marked PublicAnswer, a visitor's (no session cookie, no
 * Authorization) successful answer gets `Cache-Control: public, max-age=0, s-maxage, stale-while-revalidate` and
 * its `Surrogate-Key` (visitorCacheHeaders); every other answer is `private, no-cache` unless its route sets its
 * own policy (`@Header('Cache-Control', 'private, no-store')`), so no shared cache keeps it.
 */
export class PublicAnswerInterceptor implements NestInterceptor {
  private readonly signedIn: ReturnType<typeof carriesSession>;

  constructor(
    private readonly reflector: Reflector,
    sessionCookieName: string,
    private readonly policy: PublicCachePolicy,
  ) {
    this.signedIn = carriesSession(sessionCookieName);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const keysOf = this.reflector.get<SurrogateKeysOf | undefined>(PUBLIC_ANSWER, context.getHandler());
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    // The policy of a route's own (`@Header`) is already set here and stays; an error answer stays private.
    if (!response.getHeader('Cache-Control')) response.setHeader('Cache-Control', MEMBER_CACHE_CONTROL);
    if (!keysOf || this.signedIn(request)) return next.handle();
    return next.handle().pipe(
      tap((answer) => {
        const keys = keysOf(request, answer);
        response.set(visitorCacheHeaders(typeof keys === 'string' ? [keys] : keys, this.policy));
      }),
    );
  }
}
