import type { CompanyListing, CompanyProfile } from '../../domain/directory/company';
import { lastReviewDayOf, publicRatingDistributionsOf, publicRatingsOf } from '../../domain/directory/public-ratings';
import type { PublicReview } from '../../domain/reviews/public-review';
import { recommendationShare } from '../../domain/reviews/rating-aggregation';
import { RATING_CATEGORIES, type RatingCategory } from '../../domain/reviews/rating-categories';
import { presentReviewAssessment } from '../reviews/review-context.dto';
import type { CompanyCardDto, CompanyDetailDto, PublicReviewDto } from './company.dto';
import { presentRegulatoryRecord, presentSites, presentStatedFacts } from './company-evidence.dto';

/**
 * The card JSON, field by field so a new column never leaks by accident. Below the anonymity threshold only the
 * overall score is public (publicRatingsOf); the newest review is given as a day.
 */
export function presentCompanyCard(company: CompanyListing): CompanyCardDto {
  const ratings = publicRatingsOf(company);
  return {
    id: company.id,
    name: company.name,
    type: company.type,
    website: company.website,
    logoUrl: company.logoUrl,
    description: company.description,
    location: company.location,
    country: company.country,
    globalPresence: company.globalPresence,
    publiclyTraded: company.publiclyTraded,
    stockSymbol: company.stockSymbol,
    serviceLocations: company.serviceLocations,
    employeeCount: company.employeeCount,
    employeeRange: company.employeeRange,
    foundedYear: company.foundedYear,
    revenueUsd: company.revenueUsd,
    revenueRange: company.revenueRange,
    services: company.services,
    therapeuticAreas: company.therapeuticAreas,
    moleculeTypes: company.moleculeTypes,
    developmentPhases: company.developmentPhases,
    size: company.size,
    aliases: company.aliases,
    reviewCount: company.reviewCount,
    lastReviewDate: lastReviewDayOf(company),
    averageRatings: ratings.averageRatings,
    ratingCounts: ratings.ratingCounts,
    rankScore: company.rankScore,
  };
}

/** The profile JSON; rating distributions are null below the anonymity threshold, like the category scores. */
export function presentCompanyDetail(company: CompanyProfile): CompanyDetailDto {
  const distributions = publicRatingDistributionsOf(company);
  return {
    ...presentCompanyCard(company),
    formerNames: [...company.formerNames],
    sites: presentSites(company.sites),
    maxBioreactorLiters: company.maxBioreactorLiters,
    statedFacts: presentStatedFacts(company.statedFacts),
    regulatoryRecord: presentRegulatoryRecord(company.regulatoryRecord),
    parentCompany: company.parentCompany,
    ownership: company.ownership,
    officeLocations: company.officeLocations,
    certifications: company.certifications,
    regulatoryExpertise: company.regulatoryExpertise,
    ratingDistributions: distributions && (Object.fromEntries(RATING_CATEGORIES.map((c) => [c, [...distributions[c]]])) as Record<RatingCategory, number[]>),
    sources: company.sources.map(({ url, title }) => ({ url, title })),
    verifiedAt: company.verifiedAt,
    createdAt: company.createdAt.toISOString(),
    unlistedAt: company.unlistedAt?.toISOString() ?? null,
    wouldRecommend: recommendationShare(company.recommendations),
  };
}

/** The anonymous review JSON: exactly the public fields, nothing about the author, the day it was written. */
export function presentPublicReview(review: PublicReview): PublicReviewDto {
  return {
    id: review.id,
    ...presentReviewAssessment(review),
    comments: review.comments,
    locked: review.locked,
    intelligenceSource: review.intelligenceSource,
    sourceUrl: review.sourceUrl,
    sourceDate: review.sourceDate ? review.sourceDate.toISOString().slice(0, 10) : null,
    createdAt: review.createdAt.toISOString().slice(0, 10),
    isDemo: review.isDemo,
    invitedByVendor: review.invitedByVendor,
    verifiedEngagement: review.verifiedEngagement,
    responses: review.responses.map((r) => ({
      id: r.id,
      response: r.response,
      createdAt: r.createdAt.toISOString(),
      companyName: r.companyName,
    })),
  };
}
