import { CompanyNotFoundError } from '../directory/directory.errors';
import { CompanyDirectory } from '../directory/company-directory.port';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import type { VendorAccount } from './vendor-account';
import { VendorAccounts } from './vendor-accounts.port';
import { AlreadyRegisteredError } from './vendors.errors';

/**
 * POST /api/vendor/register (docs/billing-and-plans.md): a member claims to speak for a company; the claim waits
 * for an admin. Whatever the client says about `isVerified`, a new claim is never verified.
 * @throws CompanyNotFoundError for an unknown company; AlreadyRegisteredError when a pending or
 * approved claim of the member for that company exists.
 */
export class RegisterVendor {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly directory: CompanyDirectory,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; companyId: string; verificationDocument?: string | null }): Promise<VendorAccount> {
    if (!(await this.directory.exists(input.companyId))) throw new CompanyNotFoundError(input.companyId);
    // Serialised per member, so two quick submissions cannot both pass the duplicate check.
    return this.unitOfWork.run(
      async () => {
        const existing = await this.vendors.listForUser(input.userId);
        if (existing.some((a) => a.companyId === input.companyId && a.status !== 'rejected')) throw new AlreadyRegisteredError();
        return this.vendors.create({
          userId: input.userId,
          companyId: input.companyId,
          verificationDocument: input.verificationDocument?.trim() || null,
          createdAt: this.clock.now(),
        });
      },
      { lock: `vendor-register:${input.userId}` },
    );
  }
}
