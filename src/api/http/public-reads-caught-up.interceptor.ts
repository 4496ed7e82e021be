import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, mergeMap, map, type Observable } from 'rxjs';
import { PublicReadChanges } from '../../domain/directory/public-read-changes.port';

/**
 * Holds the answer of a write that changes public reads (an admin's edit, unlist, relist, merge) until this
 * instance has heard the database's notification of it (PublicReadChanges.caughtUp), so the visitor's next read
 * on this instance is already without the cached answer (issue 16: an unlisted company must disappear at once).
 * Invalidation itself stays in the database (docs/decisions/0021); this only orders the answer after it.
 */
@Injectable()
export class PublicReadsCaughtUpInterceptor implements NestInterceptor {
  constructor(private readonly changes: PublicReadChanges) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(mergeMap((answer) => from(this.changes.caughtUp()).pipe(map(() => answer))));
  }
}
