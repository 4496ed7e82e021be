import { HttpStatus } from '@nestjs/common';
import type { DomainError, DomainErrorKind } from '../../domain/shared/domain-error';

function assertUnreachable(kind: never): never {
  throw new Error(`Unmapped domain error kind ${String(kind)}`);
}

/**
 * The HTTP status of a domain error, chosen by its kind. Every error class must declare a kind (the base
 * class makes it abstract) and this switch is exhaustive over the kinds, so an error cannot reach a client
 * as a 500 by being forgotten here; test/architecture/domain-errors.spec.ts checks every class at run time.
 */
export function httpStatusOf(error: Pick<DomainError, 'kind'>): HttpStatus {
  const kind: DomainErrorKind = error.kind;
  switch (kind) {
    case 'not_found':
      return HttpStatus.NOT_FOUND;
    case 'conflict':
      return HttpStatus.CONFLICT;
    case 'unauthenticated':
      return HttpStatus.UNAUTHORIZED;
    case 'forbidden':
      return HttpStatus.FORBIDDEN;
    case 'invalid':
      return HttpStatus.BAD_REQUEST;
    case 'rate_limited':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'unavailable':
      return HttpStatus.SERVICE_UNAVAILABLE;
    case 'unsupported_media':
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case 'too_large':
      return HttpStatus.PAYLOAD_TOO_LARGE;
    default:
      return assertUnreachable(kind);
  }
}
