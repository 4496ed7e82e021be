import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { Account } from '../../domain/accounts/account';
import { Accounts } from '../../domain/accounts/accounts.port';
import { canSignIn } from '../../domain/accounts/account';

/**
 * Keeps only the account id in the session and reloads the account on each request, so a rejected or
 * deleted account is signed out at once.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly accounts: Accounts) {
    super();
  }

  serializeUser(account: Account, done: (error: unknown, id?: string) => void): void {
    done(null, account.id);
  }

  deserializeUser(id: string, done: (error: unknown, account?: Account | false) => void): void {
    this.accounts.findById(id).then(
      (account) => done(null, account && canSignIn(account) ? account : false),
      (error) => done(error),
    );
  }
}
