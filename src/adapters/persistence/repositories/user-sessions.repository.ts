import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UserSessions } from '../../../domain/accounts/accounts.port';
import { SessionRecord } from '../schemas/session.schema';
import { tableOf } from '../tables';

const sessions = tableOf(SessionRecord);

/** Sessions in the connect-pg-simple table; passport keeps the account id at sess.passport.user. */
@Injectable()
export class UserSessionsRepository extends UserSessions {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async endAllFor(accountId: string, keepSessionId?: string): Promise<void> {
    const query = sessions.query(this.em).whereRaw(`${sessions.col('sess')} -> 'passport' ->> 'user' = ?`, [accountId]);
    if (keepSessionId) query.whereNot(sessions.col('sid'), keepSessionId);
    await query.delete();
  }
}
