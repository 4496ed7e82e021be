import { Module } from '@nestjs/common';
import { APP_URL } from '../../config/config.module';
import { Accounts, SecretTokens } from '../../domain/accounts/accounts.port';
import { AuditLog } from '../../domain/audit/audit-log.port';
import { WebsiteDomains } from '../../domain/discovery/company-identity';
import { InsightCounters } from '../../domain/insights/insight-counters.port';
import { Projects } from '../../domain/projects/projects.port';
import { AwardRfp, CloseRfp } from '../../domain/rfps/award-rfp.use-case';
import { DeclineRfp } from '../../domain/rfps/decline-rfp.use-case';
import { ExportRfpComparison } from '../../domain/rfps/export-comparison.use-case';
import { GetRfp, ListProjectRfps } from '../../domain/rfps/get-rfps.use-case';
import { InviteAwardedReviews } from '../../domain/rfps/invite-awarded-reviews.use-case';
import { PutBid } from '../../domain/rfps/put-bid.use-case';
import { ClaimRfpInvitation, InviteRfpRecipient, ShowRfpInvitation } from '../../domain/rfps/rfp-invitations.use-case';
import { RfpMailer } from '../../domain/rfps/rfp-mailer.port';
import { AnswerRfpQuestion, AskRfpQuestion } from '../../domain/rfps/rfp-questions.use-case';
import { VendorAccounts } from '../../domain/vendors/vendor-accounts.port';
import { Rfps } from '../../domain/rfps/rfps.port';
import { SendRfp } from '../../domain/rfps/send-rfp.use-case';
import { GetVendorRfp, ListVendorRfps } from '../../domain/rfps/vendor-rfps.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { ShortlistDocuments } from '../../domain/shortlist/shortlist-documents.port';
import { useCase } from '../use-case.provider';
import { AwardedReviewInvitationScheduler } from './review-invitation-scheduler';
import { RfpInvitationsController } from './rfp-invitations.controller';
import { RfpsController } from './rfps.controller';
import { VendorRfpsController } from './vendor-rfps.controller';

/** Requests for proposal and bids (docs/rfps.md): the buyer's side, the vendor inbox, the invitation claim and the review invitations after an award. */
@Module({
  controllers: [RfpsController, VendorRfpsController, RfpInvitationsController],
  providers: [
    useCase(SendRfp, [Rfps, VendorAccounts, Projects, InsightCounters, AuditLog, RfpMailer, UnitOfWork, Clock, APP_URL]),
    useCase(ListProjectRfps, [Rfps, Projects]),
    useCase(GetRfp, [Rfps, Projects]),
    useCase(InviteRfpRecipient, [Rfps, Projects, WebsiteDomains, SecretTokens, AuditLog, RfpMailer, UnitOfWork, Clock, APP_URL]),
    useCase(ShowRfpInvitation, [Rfps, WebsiteDomains, SecretTokens, Clock]),
    useCase(ClaimRfpInvitation, [Rfps, VendorAccounts, WebsiteDomains, SecretTokens, AuditLog, UnitOfWork, Clock]),
    useCase(AskRfpQuestion, [Rfps, Accounts, AuditLog, RfpMailer, UnitOfWork, Clock, APP_URL]),
    useCase(AnswerRfpQuestion, [Rfps, Projects, AuditLog, UnitOfWork, Clock]),
    useCase(ExportRfpComparison, [Rfps, Projects, ShortlistDocuments, Clock]),
    useCase(AwardRfp, [Rfps, VendorAccounts, Projects, AuditLog, RfpMailer, UnitOfWork, Clock, APP_URL]),
    useCase(CloseRfp, [Rfps, VendorAccounts, Projects, AuditLog, RfpMailer, UnitOfWork, Clock]),
    useCase(ListVendorRfps, [Rfps]),
    useCase(GetVendorRfp, [Rfps, AuditLog, UnitOfWork, Clock]),
    useCase(PutBid, [Rfps, AuditLog, UnitOfWork, Clock]),
    useCase(DeclineRfp, [Rfps, AuditLog, UnitOfWork, Clock]),
    useCase(InviteAwardedReviews, [Rfps, AuditLog, RfpMailer, UnitOfWork, Clock, APP_URL]),
    AwardedReviewInvitationScheduler,
  ],
})
export class RfpsModule {}
