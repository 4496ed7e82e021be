import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, map, mergeMap, type Observable } from 'rxjs';
import type { PublicReadChanges } from '../../domain/directory/public-read-changes.port';

/** Methods that may write. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Holds the successful answer of every write until this instance has heard the change notifications of what it
 * committed (PublicReadChanges.caughtUp: one round trip on the LISTEN connection), so the writer's next read on
 * this instance, and any visitor's, no longer gets an answer the write made stale from the instance's own cache
 * (an admin unlists a company: it is gone from the next page). Every write, rather than a list of the ones that
 * change public answers: a write that changes nothing public costs the round trip and nothing else, and no route
 * can be forgotten.
 */
export class OwnChangesHeardInterceptor implements NestInterceptor {
  constructor(private readonly changes: PublicReadChanges) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !WRITES.has(context.switchToHttp().getRequest<Request>().method)) return next.handle();
    return next.handle().pipe(mergeMap((answer) => from(this.changes.caughtUp()).pipe(map(() => answer))));
  }
}
