import { Global, Module } from '@nestjs/common';
import { PublicReadChanges } from '../../domain/directory/public-read-changes.port';
import { PublicAnswerCache } from './public-answer-cache';

/**
 * The instance's one cache of visitors' public answers (PublicAnswerCache), shared by the API's middleware
 * (app.factory.ts) and the web app's pages (WebPages), so one change feed purges both.
 */
@Global()
@Module({
  providers: [{ provide: PublicAnswerCache, useFactory: (changes: PublicReadChanges) => new PublicAnswerCache(changes), inject: [PublicReadChanges] }],
  exports: [PublicAnswerCache],
})
export class HttpCachingModule {}
