import { Module } from '@nestjs/common';
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
import { APP_URL, AuthModule } from '../auth/auth.module';
import { AdminCompanySubmissionsController } from './admin-company-submissions.controller';
import { CompanySubmissionsController } from './company-submissions.controller';

/** Company submissions: the Submit Company form, its document, and the admin's decisions (issue 6 items 1-2). */
@Module({
  imports: [AuthModule],
  controllers: [CompanySubmissionsController, AdminCompanySubmissionsController],
  providers: [
    { provide: SubmitCompany, useFactory: (s: CompanySubmissions, c: Clock) => new SubmitCompany(s, c), inject: [CompanySubmissions, Clock] },
    {
      provide: AttachSubmissionDocument,
      useFactory: (s: CompanySubmissions, d: VerificationDocuments, u: UnitOfWork) => new AttachSubmissionDocument(s, d, u),
      inject: [CompanySubmissions, VerificationDocuments, UnitOfWork],
    },
    {
      provide: GetSubmissionDocument,
      useFactory: (s: CompanySubmissions, d: VerificationDocuments) => new GetSubmissionDocument(s, d),
      inject: [CompanySubmissions, VerificationDocuments],
    },
    {
      provide: ListPendingSubmissions,
      useFactory: (...deps: ConstructorParameters<typeof ListPendingSubmissions>) => new ListPendingSubmissions(...deps),
      inject: [CompanySubmissions, SubmissionDirectory, Submitters],
    },
    {
      provide: ModerateCompanySubmission,
      useFactory: (...deps: ConstructorParameters<typeof ModerateCompanySubmission>) => new ModerateCompanySubmission(...deps),
      inject: [CompanySubmissions, SubmissionDirectory, HeldReviews, Submitters, SubmissionMailer, UnitOfWork, Clock, APP_URL],
    },
  ],
})
export class CompanySubmissionsModule {}
