import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { Strategy } from 'passport-local';
import type { Account } from '../../domain/accounts/account';
import { SignIn } from '../../domain/accounts/sign-in.use-case';
import { markSignedIn } from '../http/session-lifetime';

/** passport-local for members: email and password checked by the SignIn use case. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly signIn: SignIn) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<Account> {
    return this.signIn.execute({ email, password, ip: request.ip ?? 'unknown' });
  }
}

/** passport-local for the admin door: same checks, and only admins get through (docs/accounts.md#roles-and-admin-accounts). */
@Injectable()
export class AdminLocalStrategy extends PassportStrategy(Strategy, 'admin-local') {
  constructor(private readonly signIn: SignIn) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, email: string, password: string): Promise<Account> {
    return this.signIn.execute({ email, password, ip: request.ip ?? 'unknown', adminOnly: true });
  }
}

/**
 * Runs a passport strategy on an already validated request and signs the account in: passport 0.7's
 * `req.login` regenerates the session id (no session fixation), and the new session records its sign-in time
 * (its absolute lifetime counts from it). Domain errors of the strategy propagate unchanged to the error filter.
 */
export function authenticateAndSignIn(strategy: 'local' | 'admin-local', request: Request): Promise<Account> {
  return new Promise((resolve, reject) => {
    passport.authenticate(strategy, { session: false }, (error: unknown, account: Account | false) => {
      if (error) return reject(error);
      if (!account) return reject(new Error(`passport strategy ${strategy} returned no account`));
      signInAs(request, account).then(() => resolve(account), reject);
    })(request, request.res, (error: unknown) => reject(error));
  });
}

/** Signs the request's browser in as `account` (a fresh session id) and records the sign-in time. */
export function signInAs(request: Request, account: Account): Promise<void> {
  return new Promise((resolve, reject) =>
    request.login(account, (error) => {
      if (error) return reject(error);
      markSignedIn(request);
      resolve();
    }),
  );
}

/** Signs out: ends the session in the store and clears the cookie. */
export function signOut(request: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    request.logout((logoutError) => {
      if (logoutError) return reject(logoutError);
      request.session.destroy((destroyError) => (destroyError ? reject(destroyError) : resolve()));
    });
  });
}
