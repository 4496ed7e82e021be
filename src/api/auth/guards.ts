import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Account } from '../../domain/accounts/account';
import { AuthenticationRequiredError, NotAdminError } from '../../domain/accounts/accounts.errors';
import { canSubmitReviews } from '../../domain/reviews/review-rules';
import { ReviewerNotApprovedError } from '../../domain/reviews/reviews.errors';
import { DeclaresAccess } from './access';

/** The signed-in account of a request (set by passport's session), or undefined. */
export const signedInAccount = (request: Request): Account | undefined => request.user as Account | undefined;

/** 401 unless signed in. */
@Injectable()
@DeclaresAccess('member')
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!signedInAccount(context.switchToHttp().getRequest<Request>())) throw new AuthenticationRequiredError();
    return true;
  }
}

/**
 * 401 signed out, 403 for an account that is not approved (reviews, docs/reviews-and-moderation.md#submitting-reading-and-moderating-reviews), before the body is
 * validated (docs/api-contract.md#order-of-checks).
 */
@Injectable()
@DeclaresAccess('approved member')
export class ApprovedMemberGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const account = signedInAccount(context.switchToHttp().getRequest<Request>());
    if (!account) throw new AuthenticationRequiredError();
    if (!canSubmitReviews(account)) throw new ReviewerNotApprovedError();
    return true;
  }
}

/** 401 signed out, 403 signed in but not an admin (docs/accounts.md#roles-and-admin-accounts). */
@Injectable()
@DeclaresAccess('admin')
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const account = signedInAccount(context.switchToHttp().getRequest<Request>());
    if (!account) throw new AuthenticationRequiredError();
    if (account.userType !== 'admin') throw new NotAdminError();
    return true;
  }
}
