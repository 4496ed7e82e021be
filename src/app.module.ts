import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
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
import { CompaniesModule } from './api/companies/companies.module';
import { CompanySubmissionsModule } from './api/company-submissions/company-submissions.module';
import { DiscoveryModule } from './api/discovery/discovery.module';
import { HealthModule } from './api/health/health.module';
import { MatchingModule } from './api/matching/matching.module';
import { ReviewsModule } from './api/reviews/reviews.module';
import { ShortlistModule } from './api/shortlist/shortlist.module';
import { SavedSearchesModule } from './api/saved-searches/saved-searches.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { serializeErrorForLog, serializeRequestForLog } from './api/http/request-log';
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
        LoggerModule.forRoot({
          // Express 5 path syntax; the default '*' triggers Nest's legacy-route warning.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            // Secrets never reach the log (DECISIONS §14): tokens in URLs, the query and the Referer are
            // replaced by [redacted]; sessions and auth headers are left out.
            serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
        MikroOrmModule.forRoot(mikroOrmOptions(databaseUrl)),
        // SMTP when SMTP_URL is set; otherwise a stream transport whose messages go to DATA_DIR/outbox.
        MailerModule.forRoot({ transport: config.smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' } }),
        AdaptersModule,
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
        SavedSearchesModule,
        AccountModule,
        WebModule.forRoot(sessionCookieName(config)),
      ],
    };
  }
}
