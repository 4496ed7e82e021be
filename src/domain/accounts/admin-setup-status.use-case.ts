import { Accounts } from './accounts.port';

/**
 * GET /api/admin/setup-status: whether the first admin exists, so Admin Setup stops offering itself once it
 * cannot work (docs/accounts.md#roles-and-admin-accounts: creating an admin answers 409 then) and sends the visitor to Admin Login instead.
 * Says nothing about who the admins are.
 */
export class GetAdminSetupStatus {
  constructor(private readonly accounts: Accounts) {}

  async execute(): Promise<{ adminExists: boolean }> {
    return { adminExists: await this.accounts.adminExists() };
  }
}
