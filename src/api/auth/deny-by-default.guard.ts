import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AccessDeniedError, AuthenticationRequiredError } from '../../domain/accounts/accounts.errors';
import { accessOfContext } from './access';
import { signedInAccount } from './guards';

/**
 * The global guard, run before every route's own: a route that declares no access (neither `@Public()` nor a
 * guard that declares one, see access.ts) is open to nobody, 401 signed out and 403 signed in. A route that
 * declares one passes on to its own guards, which check it.
 */
@Injectable()
export class DenyByDefaultGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (accessOfContext(context) !== null) return true;
    if (!signedInAccount(context.switchToHttp().getRequest<Request>())) throw new AuthenticationRequiredError();
    throw new AccessDeniedError();
  }
}
