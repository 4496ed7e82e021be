import { Injectable } from '@nestjs/common';
import type { Account } from '../../../domain/accounts/account';
import { Accounts } from '../../../domain/accounts/accounts.port';
import { Submitters } from '../../../domain/company-submissions/company-submissions.port';

/** Submitting members, read through the accounts repository. */
@Injectable()
export class AccountSubmitters extends Submitters {
  constructor(private readonly accounts: Accounts) {
    super();
  }

  findById(id: string): Promise<Account | null> {
    return this.accounts.findById(id);
  }

  async findByIds(ids: string[]): Promise<Account[]> {
    const accounts = await Promise.all(ids.map((id) => this.accounts.findById(id)));
    return accounts.filter((a): a is Account => a !== null);
  }
}
