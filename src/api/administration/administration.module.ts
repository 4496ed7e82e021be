import { Module } from '@nestjs/common';
import { DEMO_MODE } from '../../config/config.module';
import { MemberSearch } from '../../domain/administration/member-search.port';
import { SearchMembers } from '../../domain/administration/search-members.use-case';
import { ChangeMemberSuspension } from '../../domain/administration/change-member-suspension.use-case';
import { ChangeMemberPlanAndRole } from '../../domain/administration/change-member-plan-and-role.use-case';
import { Accounts, UserSessions } from '../../domain/accounts/accounts.port';
import { AuditLog } from '../../domain/audit/audit-log.port';
import { ListAuditLog } from '../../domain/audit/list-audit-log.use-case';
import { ChangeCompanyListing } from '../../domain/directory/change-company-listing.use-case';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { EditCompany } from '../../domain/directory/edit-company.use-case';
import { ManagedCompanies } from '../../domain/directory/managed-companies.port';
import { SearchManagedCompanies } from '../../domain/directory/search-managed-companies.use-case';
import { SearchReviews } from '../../domain/moderation/search-reviews.use-case';
import { ReviewStore } from '../../domain/reviews/review-store.port';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { useCase } from '../use-case.provider';
import { AdministrationController } from './administration.controller';

/** Company management, member search and management, review search and the audit log of the admin. */
@Module({
  controllers: [AdministrationController],
  providers: [
    useCase(SearchManagedCompanies, [ManagedCompanies]),
    useCase(EditCompany, [ManagedCompanies, CompanyDirectory, AuditLog, UnitOfWork, Clock]),
    useCase(ChangeCompanyListing, [ManagedCompanies, AuditLog, UnitOfWork, Clock]),
    useCase(SearchMembers, [MemberSearch]),
    useCase(SearchReviews, [ReviewStore, DEMO_MODE]),
    useCase(ListAuditLog, [AuditLog]),
    useCase(ChangeMemberSuspension, [Accounts, UserSessions, MemberSearch, AuditLog, UnitOfWork, Clock]),
    useCase(ChangeMemberPlanAndRole, [Accounts, MemberSearch, AuditLog, UnitOfWork, Clock]),
  ],
})
export class AdministrationModule {}
