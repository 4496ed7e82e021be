import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Account } from '../../../domain/accounts/account';
import { Accounts } from '../../../domain/accounts/accounts.port';
import { Submitters } from '../../../domain/company-submissions/company-submissions.port';
import { UserRecord } from '../schemas/user.schema';
import { tableOf } from '../tables';
import { ACCOUNT, toAccount } from './accounts.repository';
import { isUuid } from './uuid';

const users = tableOf(UserRecord);

/** Submitting members, read through the accounts repository (one) or one `users` query (many). */
@Injectable()
export class AccountSubmitters extends Submitters {
  constructor(
    private readonly accounts: Accounts,
    private readonly em: EntityManager,
  ) {
    super();
  }

  findById(id: string): Promise<Account | null> {
    return this.accounts.findById(id);
  }

  /** The accounts with these ids, in one query; unknown or malformed ids are left out. */
  async findByIds(ids: string[]): Promise<Account[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const rows = await ACCOUNT.rows(users.query(this.em).whereIn(users.col('id'), valid));
    return rows.map(toAccount);
  }
}
