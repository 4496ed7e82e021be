import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import type { Account } from '../../domain/accounts/account';
import { Accounts } from '../../domain/accounts/accounts.port';
import { canSignIn } from '../../domain/accounts/account';
import { isDemoUpgradeTier, withDemoUpgrade } from '../../domain/subscriptions/demo-upgrade';
import { DEMO_MODE } from '../../config/config.module';

/** The account each request's session named, as the session store read it with the session. */
const accountsReadWithSession = new WeakMap<Request, Account | null>();

/**
 * Keeps `account` (null: none exists) as the one `req`'s session names, read in the same statement as the
 * session: passport then takes it instead of reading it again. The session store calls it.
 */
export function rememberSessionAccount(req: Request, account: Account | null): void {
  accountsReadWithSession.set(req, account);
}

/**
 * Keeps only the account id in the session and loads the account on each request (with the session when
 * the store read both, else by id), so a rejected or deleted account is signed out at once.
 *
 * Registers with passport itself rather than through @nestjs/passport's PassportSerializer, whose
 * deserializer is not handed the request.
 */
@Injectable()
export class SessionSerializer {
  constructor(
    private readonly accounts: Accounts,
    @Inject(DEMO_MODE) private readonly demoMode: boolean,
  ) {
    passport.serializeUser<string>((user, done) => done(null, (user as Account).id));
    // Three parameters: passport then passes the request first.
    passport.deserializeUser<string, Request>((req: Request, id: string, done: (error: unknown, account?: Account | false) => void) =>
      this.deserializeUser(req, id, done),
    );
  }

  /**
   * The signed-in account for session payload `id`, or false when it may not (or no longer) sign in; in demo mode
   * holding the tier the session's demo upgrade lends.
   */
  deserializeUser(req: Request, id: string, done: (error: unknown, account?: Account | false) => void): void {
    const demoTier = this.demoMode && isDemoUpgradeTier(req.session?.demoTier) ? req.session.demoTier : null;
    const signedIn = (account: Account | null) => done(null, account && canSignIn(account) ? withDemoUpgrade(account, demoTier) : false);
    const read = accountsReadWithSession.get(req);
    if (read !== undefined && (read === null || read.id === id)) return signedIn(read);
    this.accounts.findById(id).then(signedIn, (error) => done(error));
  }
}
