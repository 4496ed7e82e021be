import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { mikroOrmOptions } from './adapters/persistence/mikro-orm-options';
import { AdaptersModule } from './adapters/adapters.module';
import { sessionCookieName } from './adapters/sessions/session-middleware';
import { MailerModule } from '@nestjs-modules/mailer';
import { AccountModule } from './api/account/account.module';
import { AdminModule } from './api/admin/admin.module';
import { AdministrationModule } from './api/administration/administration.module';
import { AppInfoModule } from './api/app-info/app-info.controller';
import { AuthModule } from './api/auth/auth.module';
import { BillingModule } from './api/billing/billing.module';
import { VendorsModule } from './api/vendors/vendors.module';
import { WebModule } from './api/web/web.module';
import { HttpCachingModule } from './api/http/http-caching.module';
import { CompaniesModule } from './api/companies/companies.module';
import { CompanySubmissionsModule } from './api/company-submissions/company-submissions.module';
import { DiscoveryModule } from './api/discovery/discovery.module';
import { HealthModule } from './api/health/health.module';
import { MatchingModule } from './api/matching/matching.module';
import { ReviewsModule } from './api/reviews/reviews.module';
import { ShortlistModule } from './api/shortlist/shortlist.module';
import { ProjectsModule } from './api/projects/projects.module';
import { RfpsModule } from './api/rfps/rfps.module';
import { SavedSearchesModule } from './api/saved-searches/saved-searches.module';
import { RegulatoryModule } from './api/regulatory/regulatory.module';
import { FactProposalsModule } from './api/fact-proposals/fact-proposals.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { requestLogOptions } from './api/http/request-log';
import { ShutdownTasks } from './app-shutdown';

/** The application: config, structured logs, persistence, the API feature modules and the SPA. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      providers: [ShutdownTasks],
      imports: [
        ConfigModule.forRoot(config),
        // The request log itself runs first in the pipeline (app.factory.ts, requestLog); this binds its per-request
        // logger for Nest's own logging.
        LoggerModule.forRoot({ forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }], useExisting: true, pinoHttp: requestLogOptions(config) }),
        MikroOrmModule.forRoot(mikroOrmOptions(databaseUrl)),
        // SMTP when SMTP_URL is set; otherwise a stream transport whose messages go to DATA_DIR/outbox.
        MailerModule.forRoot({ transport: config.smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' } }),
        AdaptersModule,
        HttpCachingModule,
        HealthModule,
        CompaniesModule,
        AuthModule,
        AdminModule,
        AdministrationModule,
        ReviewsModule,
        MatchingModule,
        AppInfoModule,
        CompanySubmissionsModule,
        DiscoveryModule,
        BillingModule,
        VendorsModule,
        ShortlistModule,
        ProjectsModule,
        RfpsModule,
        SavedSearchesModule,
        AccountModule,
        RegulatoryModule,
        FactProposalsModule,
        WebModule.forRoot(sessionCookieName(config)),
      ],
    };
  }
}
