import type { CompanyListing, CompanyProfile } from '../../domain/directory/company';
import type { PublicReview } from '../../domain/reviews/public-review';
import { recommendationShare } from '../../domain/reviews/rating-aggregation';
import { RATING_CATEGORIES, type RatingCategory } from '../../domain/reviews/rating-categories';
import { presentReviewAssessment } from '../reviews/review-context.dto';
import type { CompanyCardDto, CompanyDetailDto, PublicReviewDto } from './company.dto';
import { presentRegulatoryRecord, presentSites, presentStatedFacts } from './company-evidence.dto';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The card JSON, field by field so a new column never leaks by accident. */
export function presentCompanyCard(company: CompanyListing): CompanyCardDto {
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
    lastReviewDate: iso(company.lastReviewDate),
    averageRatings: { ...company.averageRatings },
    ratingCounts: { ...company.ratingCounts },
    rankScore: company.rankScore,
  };
}

/** The profile JSON. */
export function presentCompanyDetail(company: CompanyProfile): CompanyDetailDto {
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
    ratingDistributions: Object.fromEntries(RATING_CATEGORIES.map((c) => [c, [...company.ratingDistributions[c]]])) as Record<RatingCategory, number[]>,
    sources: company.sources.map(({ url, title }) => ({ url, title })),
    verifiedAt: company.verifiedAt,
    createdAt: company.createdAt.toISOString(),
    unlistedAt: company.unlistedAt?.toISOString() ?? null,
    wouldRecommend: recommendationShare(company.recommendations),
  };
}

/** The anonymous review JSON: exactly the fields of DECISIONS §6 and §13, nothing about the author. */
export function presentPublicReview(review: PublicReview): PublicReviewDto {
  return {
    id: review.id,
    ...presentReviewAssessment(review),
    comments: review.comments,
    locked: review.locked,
    intelligenceSource: review.intelligenceSource,
    sourceUrl: review.sourceUrl,
    sourceDate: review.sourceDate ? review.sourceDate.toISOString().slice(0, 10) : null,
    createdAt: review.createdAt.toISOString(),
    isDemo: review.isDemo,
    responses: review.responses.map((r) => ({
      id: r.id,
      response: r.response,
      createdAt: r.createdAt.toISOString(),
      companyName: r.companyName,
    })),
  };
}
