import { Module } from '@nestjs/common';
import { APP_URL, DEMO_MODE } from '../../config/config.module';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { ListCompanies } from '../../domain/directory/list-companies.use-case';
import { AlertMailer } from '../../domain/saved-searches/alert-mailer.port';
import { AlertUnsubscribeTokens } from '../../domain/saved-searches/alert-unsubscribe-tokens.port';
import { DeleteSavedSearch } from '../../domain/saved-searches/delete-saved-search.use-case';
import { DigestFeed } from '../../domain/saved-searches/digest-feed.port';
import { ListSavedSearches } from '../../domain/saved-searches/list-saved-searches.use-case';
import { SaveSearch } from '../../domain/saved-searches/save-search.use-case';
import { SavedSearches } from '../../domain/saved-searches/saved-searches.port';
import { SendAlertDigests } from '../../domain/saved-searches/send-alert-digests.use-case';
import { UnsubscribeFromAlerts } from '../../domain/saved-searches/unsubscribe-from-alerts.use-case';
import { UpdateSavedSearch } from '../../domain/saved-searches/update-saved-search.use-case';
import { Clock } from '../../domain/shared/clock.port';
import { UnitOfWork } from '../../domain/shared/unit-of-work.port';
import { useCase } from '../use-case.provider';
import { AlertDigestScheduler } from './alert-digest-scheduler';
import { SavedSearchesController } from './saved-searches.controller';

/** Saved searches, their alerts' unsubscribe link and the daily alert digest. */
@Module({
  controllers: [SavedSearchesController],
  providers: [
    useCase(ListSavedSearches, [SavedSearches]),
    useCase(SaveSearch, [SavedSearches, UnitOfWork, Clock]),
    useCase(UpdateSavedSearch, [SavedSearches, UnitOfWork, Clock]),
    useCase(DeleteSavedSearch, [SavedSearches]),
    useCase(UnsubscribeFromAlerts, [AlertUnsubscribeTokens, SavedSearches]),
    useCase(ListCompanies, [CompanyDirectory]),
    useCase(SendAlertDigests, [SavedSearches, DigestFeed, ListCompanies, AlertMailer, AlertUnsubscribeTokens, UnitOfWork, Clock, APP_URL, DEMO_MODE]),
    AlertDigestScheduler,
  ],
})
export class SavedSearchesModule {}
