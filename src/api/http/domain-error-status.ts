import { HttpStatus } from '@nestjs/common';
import type { CompanyNotFoundError } from '../../domain/directory/directory.errors';

/** Every domain error code the API can meet. Adding an error class without a status here fails to compile. */
export type KnownDomainError = CompanyNotFoundError;

function assertUnreachable(code: never): never {
  throw new Error(`Unmapped domain error code ${String(code)}`);
}

/** The HTTP status of a domain error, chosen by its stable code. */
export function httpStatusOf(error: KnownDomainError): HttpStatus {
  const code = error.code;
  switch (code) {
    case 'DIRECTORY.COMPANY_NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    default:
      return assertUnreachable(code);
  }
}
