import { Module } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/audit-log.port';
import { Submitters } from '../../domain/company-submissions/company-submissions.port';
import { ManagedCompanies } from '../../domain/directory/managed-companies.port';
import { FactProposals } from '../../domain/fact-proposals/fact-proposals.port';
import { ListCompanyFactProposals } from '../../domain/fact-proposals/list-company-fact-proposals.use-case';
import { ListFactProposals } from '../../domain/fact-proposals/list-fact-proposals.use-case';
import { ModerateFactProposal } from '../../domain/fact-proposals/moderate-fact-proposal.use-case';
import { ProposeCompanyFacts } from '../../domain/fact-proposals/propose-company-facts.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { VendorAccounts } from '../../domain/vendors/vendor-accounts.port';
import { useCase } from '../use-case.provider';
import { AdminFactProposalsController, VendorFactProposalsController } from './fact-proposals.controller';

/** Company-stated facts: vendors propose, admins approve or reject. */
@Module({
  controllers: [VendorFactProposalsController, AdminFactProposalsController],
  providers: [
    useCase(ProposeCompanyFacts, [VendorAccounts, ManagedCompanies, FactProposals, UnitOfWork, Clock]),
    useCase(ListCompanyFactProposals, [VendorAccounts, FactProposals]),
    useCase(ListFactProposals, [FactProposals, ManagedCompanies, Submitters]),
    useCase(ModerateFactProposal, [FactProposals, ManagedCompanies, AuditLog, UnitOfWork, Clock]),
  ],
})
export class FactProposalsModule {}
