import { Module } from '@nestjs/common';
import { CompanyDirectory } from '../../domain/directory/company-directory.port';
import { CompanySitemap } from '../../domain/directory/company-sitemap.port';
import { DescribeCompanyPage } from '../../domain/directory/describe-company-page.use-case';
import { GetCompanyProfile } from '../../domain/directory/get-company-profile.use-case';
import { PublicReadChanges } from '../../domain/directory/public-read-changes.port';
import { PublishedReviews } from '../../domain/reviews/review-reader.port';
import { PublicReadCache } from '../http/public-read-cache';
import { useCase } from '../use-case.provider';
import { WebDelivery } from './web-delivery';

/**
 * The web's delivery (SPA files, pages with their heads, robots, sitemap) and the cache of public
 * answers it shares with the API; app.factory.ts mounts both as Express middleware ahead of sessions.
 */
@Module({
  providers: [
    useCase(GetCompanyProfile, [CompanyDirectory]),
    useCase(DescribeCompanyPage, [GetCompanyProfile, PublishedReviews]),
    { provide: PublicReadCache, useFactory: (changes: PublicReadChanges) => new PublicReadCache(changes), inject: [PublicReadChanges] },
    WebDelivery,
  ],
  exports: [PublicReadCache, WebDelivery],
})
export class WebModule {}
