import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UserSessions } from '../../../domain/accounts/accounts.port';
import { knexOf } from './knex-of';

/** Sessions in the connect-pg-simple table; passport keeps the account id at sess.passport.user. */
@Injectable()
export class UserSessionsRepository extends UserSessions {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async endAllFor(accountId: string, keepSessionId?: string): Promise<void> {
    const query = knexOf(this.em)('sessions').whereRaw(`sess -> 'passport' ->> 'user' = ?`, [accountId]);
    if (keepSessionId) query.whereNot('sid', keepSessionId);
    await query.delete();
  }
}
