import { Module } from '@nestjs/common';
import { APP_URL } from '../../config/config.module';
import { AttachSubmissionDocument } from '../../domain/company-submissions/attach-submission-document.use-case';
import { CompanySubmissions, HeldReviews, SubmissionDirectory, Submitters } from '../../domain/company-submissions/company-submissions.port';
import { GetSubmissionDocument } from '../../domain/company-submissions/get-submission-document.use-case';
import { ListPendingSubmissions } from '../../domain/company-submissions/list-pending-submissions.use-case';
import { ModerateCompanySubmission } from '../../domain/company-submissions/moderate-company-submission.use-case';
import { SubmissionMailer } from '../../domain/company-submissions/submission-mailer.port';
import { SubmitCompany } from '../../domain/company-submissions/submit-company.use-case';
import { VerificationDocuments } from '../../domain/company-submissions/verification-documents.port';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { AuditLog } from '../../domain/audit/audit-log.port';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { MergeCompanySubmission } from '../../domain/company-submissions/merge-company-submission.use-case';
import { FindPossibleDuplicates } from '../../domain/company-submissions/possible-duplicates';
import { AuthModule } from '../auth/auth.module';
import { AdminCompanySubmissionsController } from './admin-company-submissions.controller';
import { CompanySubmissionsController } from './company-submissions.controller';
import { useCase } from '../use-case.provider';

/** Company submissions: the Submit Company form, its document, and the admin's decisions. */
@Module({
  imports: [AuthModule],
  controllers: [CompanySubmissionsController, AdminCompanySubmissionsController],
  providers: [
    useCase(SubmitCompany, [CompanySubmissions, Clock]),
    useCase(AttachSubmissionDocument, [CompanySubmissions, VerificationDocuments, UnitOfWork]),
    useCase(GetSubmissionDocument, [CompanySubmissions, VerificationDocuments]),
    useCase(ListPendingSubmissions, [CompanySubmissions, SubmissionDirectory, Submitters]),
    useCase(ModerateCompanySubmission, [CompanySubmissions, SubmissionDirectory, HeldReviews, Submitters, SubmissionMailer, UnitOfWork, Clock, APP_URL, AuditLog]),
    useCase(MergeCompanySubmission, [CompanySubmissions, CompanyDirectory, HeldReviews, Submitters, SubmissionMailer, UnitOfWork, Clock, AuditLog, APP_URL]),
    useCase(FindPossibleDuplicates, [SubmissionDirectory]),
  ],
})
export class CompanySubmissionsModule {}
