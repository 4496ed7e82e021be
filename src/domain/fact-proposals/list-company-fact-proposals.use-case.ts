import { CompanyNotFoundError } from '../directory/directory.errors';
import { VendorAccounts } from '../vendors/vendor-accounts.port';
import type { FactProposal } from './fact-proposal';
import { FactProposals } from './fact-proposals.port';

/** How many of a company's proposals the vendor dashboard lists. */
export const COMPANY_PROPOSALS_SHOWN = 50;

/**
 * GET /api/vendor/companies/{id}/fact-proposals: a verified vendor's view of the facts proposed for its
 * company (by any of its vendors), newest first, with their status.
 * @throws CompanyNotFoundError for a member who is no verified vendor of the company.
 */
export class ListCompanyFactProposals {
  constructor(
    private readonly vendors: VendorAccounts,
    private readonly proposals: FactProposals,
  ) {}

  async execute(userId: string, companyId: string): Promise<FactProposal[]> {
    if (!(await this.vendors.findApproved(userId, companyId))) throw new CompanyNotFoundError(companyId);
    return this.proposals.listForCompany(companyId, COMPANY_PROPOSALS_SHOWN);
  }
}
