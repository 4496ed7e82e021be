import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { AccountMailer } from '../domain/accounts/account-mailer.port';
import { Accounts, OneTimeTokens, SecretTokens, UserSessions } from '../domain/accounts/accounts.port';
import { RequestLimits } from '../domain/accounts/request-limits.port';
import { SignInThrottle } from '../domain/accounts/sign-in-throttle.port';
import { SignInAudit } from '../domain/accounts/sign-in-audit.port';
import { LoggingSignInAudit } from './logging/sign-in-audit.adapter';
import { UnitOfWork } from '../domain/shared/unit-of-work.port';
import { EmailDomainFactsSource } from '../domain/verification/email-domain-facts-source.port';
import { VerificationRequests } from '../domain/verification/verification-requests.port';
import { VerificationRequestsRepository } from './persistence/repositories/verification-requests.repository';
import { DirectoryEmailDomainFactsSource } from './verification/email-domain-facts-source.adapter';
import { CryptoSecretTokens } from './crypto/secret-tokens.adapter';
import { NodemailerAccountMailer } from './mail/account-mailer.adapter';
import { PostgresRateLimits } from './rate-limit/postgres-rate-limits.adapter';
import { AccountsRepository } from './persistence/repositories/accounts.repository';
import { OneTimeTokensRepository } from './persistence/repositories/one-time-tokens.repository';
import { UserSessionsRepository } from './persistence/repositories/user-sessions.repository';
import { MikroOrmUnitOfWork } from './persistence/unit-of-work.adapter';
import { CompanyDirectory } from '../domain/directory/company-directory.port';
import { CompanySitemap } from '../domain/directory/company-sitemap.port';
import { PublicReadChanges } from '../domain/directory/public-read-changes.port';
import { CompanyRatings } from '../domain/reviews/company-ratings.port';
import { PublishedReviews } from '../domain/reviews/review-reader.port';
import { ReviewPages } from '../domain/reviews/review-pages.port';
import { ReviewPagesRepository } from './persistence/repositories/review-pages.repository';
import { Projects } from '../domain/projects/projects.port';
import { ProjectMailer } from '../domain/projects/project-mailer.port';
import { ShortlistDocuments } from '../domain/shortlist/shortlist-documents.port';
import { ProjectsRepository } from './persistence/repositories/projects.repository';
import { NodemailerProjectMailer } from './mail/project-mailer.adapter';
import { NodemailerRfpMailer } from './mail/rfp-mailer.adapter';
import { RfpMailer } from '../domain/rfps/rfp-mailer.port';
import { Rfps } from '../domain/rfps/rfps.port';
import { RfpsRepository } from './persistence/repositories/rfps.repository';
import { AwardedEngagements } from '../domain/rfps/awarded-engagements.port';
import { AwardedEngagementsRepository } from './persistence/repositories/awarded-engagements.repository';
import { ShortlistDocumentsAdapter } from './export/shortlist-documents.adapter';
import { SavedSearches } from '../domain/saved-searches/saved-searches.port';
import { DigestFeed } from '../domain/saved-searches/digest-feed.port';
import { AlertMailer } from '../domain/saved-searches/alert-mailer.port';
import { AlertUnsubscribeTokens } from '../domain/saved-searches/alert-unsubscribe-tokens.port';
import { SavedSearchesRepository } from './persistence/repositories/saved-searches.repository';
import { DigestFeedRepository } from './persistence/repositories/digest-feed.repository';
import { NodemailerAlertMailer } from './mail/alert-mailer.adapter';
import { HmacAlertUnsubscribeTokens } from './crypto/hmac-alert-unsubscribe-tokens.adapter';
import { Clock, SystemClock } from '../domain/shared/clock.port';
import { PasswordHasher } from '../domain/shared/password-hasher.port';
import { Argon2PasswordHasher } from './crypto/argon2-password-hasher.adapter';
import { CommonPasswords } from '../domain/accounts/common-passwords.port';
import { CommonPasswordList } from './passwords/common-password-list.adapter';
import { CompanyDirectoryRepository } from './persistence/repositories/company-directory.repository';
import { CompanySitemapRepository } from './persistence/repositories/company-sitemap.repository';
import { PostgresPublicReadChanges } from './persistence/public-read-changes.listener';
import { DemoDataLease } from './persistence/seed/demo-data-lease';
import { CompanyRatingsRepository } from './persistence/repositories/company-ratings.repository';
import { PublishedReviewsRepository } from './persistence/repositories/published-reviews.repository';
import { ReviewStore } from '../domain/reviews/review-store.port';
import { ReviewStoreRepository } from './persistence/repositories/review-store.repository';
import { ReviewMailer } from '../domain/reviews/review-mailer.port';
import { NodemailerReviewMailer } from './mail/review-mailer.adapter';
import { PersonalData } from '../domain/privacy/personal-data.port';
import { PersonalDataRepository } from './persistence/repositories/personal-data.repository';
import { MatchCandidates } from '../domain/matching/match-candidates.port';
import { MatchCandidatesRepository } from './persistence/repositories/match-candidates.repository';
import { ProjectRequirements } from '../domain/matching/project-requirements.port';
import { ProjectRequirementsRepository } from './persistence/repositories/project-requirements.repository';
import { CompanySubmissions, HeldReviews, SubmissionDirectory, Submitters } from '../domain/company-submissions/company-submissions.port';
import { SubmissionMailer } from '../domain/company-submissions/submission-mailer.port';
import { VerificationDocuments } from '../domain/company-submissions/verification-documents.port';
import { CompanySubmissionsRepository } from './persistence/repositories/company-submissions.repository';
import { HeldReviewsRepository, SubmissionDirectoryRepository } from './persistence/repositories/submission-directory.repository';
import { AccountSubmitters } from './persistence/repositories/submitters.repository';
import { PostgresVerificationDocuments } from './persistence/repositories/verification-documents.repository';
import { NodemailerSubmissionMailer } from './mail/submission-mailer.adapter';
import { ProcessedBillingEvents, Subscribers } from '../domain/subscriptions/subscribers.port';
import { ReviewResponses, VendorAccounts, VendorMailer } from '../domain/vendors/vendor-accounts.port';
import { NodemailerVendorMailer } from './mail/vendor-mailer.adapter';
import { BillingGateway } from '../domain/subscriptions/billing-gateway.port';
import { AutomationStates } from '../domain/discovery/automation-state.port';
import { WebsiteDomains } from '../domain/discovery/company-identity';
import { CompanySources } from '../domain/discovery/company-source.port';
import { DiscoveredSubmissions } from '../domain/discovery/discovered-submissions.port';
import { AutomationStatesRepository } from './persistence/repositories/automation-states.repository';
import { DiscoveredSubmissionsRepository } from './persistence/repositories/discovered-submissions.repository';
import { ConfiguredCompanySources } from './discovery/configured-company-sources';
import { TldtsWebsiteDomains } from './discovery/tldts-website-domains.adapter';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DisabledBillingGateway, StripeBillingGateway, stripeClient } from './billing/stripe-billing-gateway.adapter';
import { ProcessedBillingEventsRepository, SubscribersRepository } from './persistence/repositories/subscribers.repository';
import { ReviewResponsesRepository, VendorAccountsRepository } from './persistence/repositories/vendor-accounts.repository';
import { AuditLog } from '../domain/audit/audit-log.port';
import { AuditLogRepository } from './persistence/repositories/audit-log.repository';
import { VerificationMailer } from '../domain/verification/verification-mailer.port';
import { NodemailerVerificationMailer } from './mail/verification-mailer.adapter';
import { ManagedCompanies } from '../domain/directory/managed-companies.port';
import { ManagedCompaniesRepository } from './persistence/repositories/managed-companies.repository';
import { MemberSearch } from '../domain/administration/member-search.port';
import { MemberSearchRepository } from './persistence/repositories/member-search.repository';
import { InsightCounters } from '../domain/insights/insight-counters.port';
import { InsightCountersRepository } from './persistence/repositories/insight-counters.repository';
import { ReviewLedger } from '../domain/reviews/review-ledger.port';
import { ReviewLedgerRepository } from './persistence/repositories/review-ledger.repository';
import { ProviderDomains } from '../domain/reviews/provider-domains.port';
import { ProviderDomainsRepository } from './persistence/repositories/provider-domains.repository';
import { ReviewerFingerprints } from '../domain/reviews/reviewer-fingerprints.port';
import { HmacReviewerFingerprints } from './crypto/hmac-reviewer-fingerprints.adapter';
import { ReviewInvitationMailer, ReviewInvitations, ReviewInvitationTokens } from '../domain/review-invitations/review-invitations.port';
import { ReviewInvitationsRepository } from './persistence/repositories/review-invitations.repository';
import { HmacReviewInvitationTokens } from './crypto/hmac-review-invitation-tokens.adapter';
import { NodemailerReviewInvitationMailer } from './mail/review-invitation-mailer.adapter';
import { RegulatoryMatches } from '../domain/regulatory/regulatory-matches.port';
import { WarningLetters } from '../domain/regulatory/warning-letters.port';
import { WarningLetterFeed } from '../domain/regulatory/warning-letter-feed.port';
import { RefreshSchedule } from '../domain/regulatory/refresh-schedule.port';
import { RegulatoryMatchesRepository, WarningLettersRepository } from './persistence/repositories/regulatory-records.repository';
import { RefreshScheduleRepository } from './persistence/repositories/refresh-schedule.repository';
import { HttpWarningLetterFeed } from './regulatory/http-warning-letter-feed.adapter';
import { FactProposals } from '../domain/fact-proposals/fact-proposals.port';
import { FactProposalsRepository } from './persistence/repositories/fact-proposals.repository';

/**
 * The one place where the domain's ports are bound to their adapters: PostgreSQL repositories, crypto, mail,
 * rate limits, Stripe and the discovery sources. The API and the use cases see only the ports.
 */
@Global()
@Module({
  providers: [
    { provide: CompanyDirectory, useClass: CompanyDirectoryRepository },
    { provide: CompanySitemap, useClass: CompanySitemapRepository },
    {
      // Its own connection on the app's database (LISTEN holds a connection; the pool's are shared).
      provide: PublicReadChanges,
      useFactory: (orm: MikroORM) => new PostgresPublicReadChanges(orm.config.get('clientUrl')!),
      inject: [MikroORM],
    },
    {
      // In demo mode, the lease on the demo data that keeps other instances' starts from removing it.
      provide: DemoDataLease,
      useFactory: (orm: MikroORM, config: AppConfig) => new DemoDataLease(orm.config.get('clientUrl')!, config.demoMode),
      inject: [MikroORM, APP_CONFIG],
    },
    { provide: PublishedReviews, useClass: PublishedReviewsRepository },
    { provide: ReviewPages, useClass: ReviewPagesRepository },
    { provide: Projects, useClass: ProjectsRepository },
    { provide: ProjectMailer, useClass: NodemailerProjectMailer },
    { provide: Rfps, useClass: RfpsRepository },
    { provide: AwardedEngagements, useClass: AwardedEngagementsRepository },
    { provide: RfpMailer, useClass: NodemailerRfpMailer },
    { provide: ShortlistDocuments, useClass: ShortlistDocumentsAdapter },
    { provide: SavedSearches, useClass: SavedSearchesRepository },
    { provide: DigestFeed, useClass: DigestFeedRepository },
    { provide: AlertMailer, useClass: NodemailerAlertMailer },
    { provide: AlertUnsubscribeTokens, useClass: HmacAlertUnsubscribeTokens },
    { provide: CompanyRatings, useClass: CompanyRatingsRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    // Read once at start (about 10,000 lines, 76 kB).
    { provide: CommonPasswords, useFactory: () => new CommonPasswordList() },
    { provide: Clock, useClass: SystemClock },
    {
      provide: Accounts,
      useFactory: (em: EntityManager, config: AppConfig) => new AccountsRepository(em, { demoAccounts: config.demoMode }),
      inject: [EntityManager, APP_CONFIG],
    },
    { provide: OneTimeTokens, useClass: OneTimeTokensRepository },
    { provide: UserSessions, useClass: UserSessionsRepository },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    { provide: SecretTokens, useClass: CryptoSecretTokens },
    PostgresRateLimits,
    { provide: SignInThrottle, useExisting: PostgresRateLimits },
    { provide: RequestLimits, useExisting: PostgresRateLimits },
    { provide: SignInAudit, useClass: LoggingSignInAudit },
    { provide: VerificationRequests, useClass: VerificationRequestsRepository },
    { provide: EmailDomainFactsSource, useClass: DirectoryEmailDomainFactsSource },
    NodemailerAccountMailer,
    { provide: AccountMailer, useExisting: NodemailerAccountMailer },
    { provide: ReviewStore, useClass: ReviewStoreRepository },
    { provide: ReviewMailer, useClass: NodemailerReviewMailer },
    { provide: PersonalData, useClass: PersonalDataRepository },
    { provide: MatchCandidates, useClass: MatchCandidatesRepository },
    { provide: ProjectRequirements, useClass: ProjectRequirementsRepository },
    { provide: CompanySubmissions, useClass: CompanySubmissionsRepository },
    { provide: SubmissionDirectory, useClass: SubmissionDirectoryRepository },
    { provide: HeldReviews, useClass: HeldReviewsRepository },
    { provide: Submitters, useClass: AccountSubmitters },
    { provide: SubmissionMailer, useClass: NodemailerSubmissionMailer },
    { provide: VerificationDocuments, useClass: PostgresVerificationDocuments },
    { provide: Subscribers, useClass: SubscribersRepository },
    { provide: ProcessedBillingEvents, useClass: ProcessedBillingEventsRepository },
    { provide: VendorAccounts, useClass: VendorAccountsRepository },
    { provide: ReviewResponses, useClass: ReviewResponsesRepository },
    { provide: VendorMailer, useClass: NodemailerVendorMailer },
    { provide: WebsiteDomains, useClass: TldtsWebsiteDomains },
    { provide: CompanySources, useFactory: (config: AppConfig, clock: Clock) => new ConfiguredCompanySources(config, () => clock.now()), inject: [APP_CONFIG, Clock] },
    { provide: DiscoveredSubmissions, useClass: DiscoveredSubmissionsRepository },
    { provide: AutomationStates, useClass: AutomationStatesRepository },
    { provide: AuditLog, useClass: AuditLogRepository },
    { provide: VerificationMailer, useClass: NodemailerVerificationMailer },
    { provide: ManagedCompanies, useClass: ManagedCompaniesRepository },
    { provide: MemberSearch, useClass: MemberSearchRepository },
    { provide: InsightCounters, useClass: InsightCountersRepository },
    { provide: ReviewLedger, useClass: ReviewLedgerRepository },
    { provide: ProviderDomains, useClass: ProviderDomainsRepository },
    { provide: ReviewerFingerprints, useClass: HmacReviewerFingerprints },
    { provide: ReviewInvitations, useClass: ReviewInvitationsRepository },
    { provide: ReviewInvitationTokens, useClass: HmacReviewInvitationTokens },
    { provide: ReviewInvitationMailer, useClass: NodemailerReviewInvitationMailer },
    { provide: WarningLetters, useClass: WarningLettersRepository },
    { provide: RegulatoryMatches, useClass: RegulatoryMatchesRepository },
    { provide: RefreshSchedule, useClass: RefreshScheduleRepository },
    {
      provide: WarningLetterFeed,
      useFactory: (config: AppConfig) => new HttpWarningLetterFeed(config.regulatory.feedUrl, config.regulatory.timeoutMs),
      inject: [APP_CONFIG],
    },
    { provide: FactProposals, useClass: FactProposalsRepository },
    {
      // Stripe when STRIPE_SECRET_KEY is set; otherwise a stand-in the use cases never reach (they answer 503).
      provide: BillingGateway,
      useFactory: (config: AppConfig): BillingGateway =>
        config.stripe.secretKey
          ? new StripeBillingGateway(stripeClient(config.stripe.secretKey, config.stripe.apiBase), config.stripe.webhookSecret)
          : new DisabledBillingGateway(),
      inject: [APP_CONFIG],
    },
  ],
  exports: [
    CompanyDirectory,
    PublishedReviews,
    ReviewPages,
    Projects,
    ProjectMailer,
    Rfps,
    AwardedEngagements,
    RfpMailer,
    ShortlistDocuments,
    SavedSearches,
    DigestFeed,
    AlertMailer,
    AlertUnsubscribeTokens,
    CompanyRatings,
    PasswordHasher,
    CommonPasswords,
    Clock,
    Accounts,
    OneTimeTokens,
    UserSessions,
    UnitOfWork,
    SecretTokens,
    SignInThrottle,
    RequestLimits,
    SignInAudit,
    AccountMailer,
    NodemailerAccountMailer,
    EmailDomainFactsSource,
    VerificationRequests,
    ReviewStore,
    ReviewMailer,
    PersonalData,
    MatchCandidates,
    ProjectRequirements,
    CompanySubmissions,
    SubmissionDirectory,
    HeldReviews,
    Submitters,
    SubmissionMailer,
    VerificationDocuments,
    Subscribers,
    ProcessedBillingEvents,
    VendorAccounts,
    ReviewResponses,
    VendorMailer,
    BillingGateway,
    WebsiteDomains,
    CompanySources,
    DiscoveredSubmissions,
    AutomationStates,
    CompanySitemap,
    PublicReadChanges,
    AuditLog,
    VerificationMailer,
    ManagedCompanies,
    MemberSearch,
    InsightCounters,
    ReviewLedger,
    ProviderDomains,
    ReviewerFingerprints,
    ReviewInvitations,
    ReviewInvitationTokens,
    ReviewInvitationMailer,
    WarningLetters,
    RegulatoryMatches,
    RefreshSchedule,
    WarningLetterFeed,
    FactProposals,
  ],
})
export class AdaptersModule {}
