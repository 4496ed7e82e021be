import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from '../../domain/accounts/account-rules';
import type { PersonalDataExport } from '../../domain/privacy/personal-data.port';
import { ratingsOf, type Ratings } from '../../domain/reviews/rating-categories';
import type { AuthoredReview } from '../../domain/reviews/review';
import { ApiRatingCategoryProperties } from '../reviews/rating-properties';
import { SavedSearchFiltersDto } from '../saved-searches/saved-search.dto';
import { MemberIdentityDto } from './member-identity.dto';

/** Delete my account (docs/security.md#trust-and-safety-rules): the current password confirms it. */
export class DeleteAccountDto {
  @ApiProperty()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooLong })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.passwordRequired })
  @IsString({ message: ACCOUNT_MESSAGES.passwordRequired })
  password!: string;
}

const nullableText = { type: String, nullable: true } as const;
const dateTime = { type: String, format: 'date-time' } as const;

export class ExportedProfileDto extends MemberIdentityDto {
  @ApiProperty(nullableText) linkedinProfile!: string | null;
  @ApiProperty({ enum: ['reviewer', 'admin'] }) userType!: string;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty() industryVerified!: boolean;
  @ApiProperty({ enum: ['pending', 'verified', 'manual_review', 'rejected'] }) verificationLevel!: string;
  @ApiProperty({ ...dateTime, nullable: true }) verifiedAt!: string | null;
  @ApiProperty(dateTime) createdAt!: string;
}

// The category fields' types: ApiRatingCategoryProperties documents them.
export interface ExportedRatingsDto extends Ratings {}

@ApiRatingCategoryProperties({ type: Number, nullable: true })
export class ExportedRatingsDto {}

export class ExportedReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) companyId!: string | null;
  @ApiProperty() companyName!: string;
  @ApiProperty({ enum: ['user', 'industry_intelligence'] }) reviewType!: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected', 'held', 'unpublished'] }) status!: string;
  @ApiProperty() serviceType!: string;
  @ApiProperty() experienceType!: string;
  @ApiProperty(nullableText) projectSize!: string | null;
  @ApiProperty(nullableText) projectDuration!: string | null;
  @ApiProperty() workTimeframe!: string;
  @ApiProperty({ type: ExportedRatingsDto }) ratings!: ExportedRatingsDto;
  @ApiProperty(nullableText) comments!: string | null;
  @ApiProperty(nullableText) reviewerRole!: string | null;
  @ApiProperty(nullableText) organizationType!: string | null;
  @ApiProperty(nullableText) therapeuticArea!: string | null;
  @ApiProperty(nullableText) moleculeType!: string | null;
  @ApiProperty(nullableText) developmentPhase!: string | null;
  @ApiProperty(nullableText) pros!: string | null;
  @ApiProperty(nullableText) cons!: string | null;
  @ApiProperty({ type: Boolean, nullable: true }) wouldRecommend!: boolean | null;
  @ApiProperty({ ...nullableText, description: 'The reason a rejected review was given (mailed to you)' }) rejectionReason!: string | null;
  @ApiProperty(dateTime) createdAt!: string;
}

export class ExportedSavedSearchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() searchName!: string;
  @ApiProperty({ type: SavedSearchFiltersDto }) filters!: SavedSearchFiltersDto;
  @ApiProperty() alertsEnabled!: boolean;
  @ApiProperty(dateTime) createdAt!: string;
}

export class ExportedShortlistEntryDto {
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty(dateTime) addedAt!: string;
}

export class ExportedVendorAccountDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status!: string;
  @ApiProperty(dateTime) createdAt!: string;
}

export class ExportedSubscriptionDto {
  @ApiProperty({ example: 'startup' }) tier!: string;
  @ApiProperty({ ...nullableText, example: 'active' }) status!: string | null;
  @ApiProperty({ ...dateTime, nullable: true }) currentPeriodEnd!: string | null;
  @ApiProperty() cancelAtPeriodEnd!: boolean;
}

export class ExportedCompanySubmissionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty(nullableText) website!: string | null;
  @ApiProperty(nullableText) contactName!: string | null;
  @ApiProperty(nullableText) contactTitle!: string | null;
  @ApiProperty(nullableText) contactEmail!: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status!: string;
  @ApiProperty(dateTime) createdAt!: string;
}

export class ExportedMatchRequestDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(nullableText) projectName!: string | null;
  @ApiProperty() projectType!: string;
  @ApiProperty() timeline!: string;
  @ApiProperty(nullableText) budget!: string | null;
  @ApiProperty(nullableText) therapeuticArea!: string | null;
  @ApiProperty(nullableText) geography!: string | null;
  @ApiProperty(nullableText) moleculeType!: string | null;
  @ApiProperty(nullableText) developmentPhase!: string | null;
  @ApiProperty(dateTime) createdAt!: string;
}

export class ExportedVerificationRequestDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() company!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty(nullableText) linkedinProfile!: string | null;
  @ApiProperty(nullableText) additionalInfo!: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status!: string;
  @ApiProperty(dateTime) createdAt!: string;
}

/**
 * Everything kept about the member (GDPR Art. 15 and 20, docs/security.md#trust-and-safety-rules): the contract's `user, reviews,
 * savedSearches, shortlist, vendorAccounts, subscription`, then the other records held under the account.
 */
export class AccountExportDto {
  @ApiProperty(dateTime) exportedAt!: string;
  @ApiProperty({ type: ExportedProfileDto }) user!: ExportedProfileDto;
  @ApiProperty({ type: [ExportedReviewDto], description: 'Every review you wrote, whatever its status, newest first' }) reviews!: ExportedReviewDto[];
  @ApiProperty({ type: [ExportedSavedSearchDto] }) savedSearches!: ExportedSavedSearchDto[];
  @ApiProperty({ type: [ExportedShortlistEntryDto] }) shortlist!: ExportedShortlistEntryDto[];
  @ApiProperty({ type: [ExportedVendorAccountDto] }) vendorAccounts!: ExportedVendorAccountDto[];
  @ApiProperty({ type: ExportedSubscriptionDto, nullable: true, description: 'Null if you never subscribed' }) subscription!: ExportedSubscriptionDto | null;
  @ApiProperty({ type: [ExportedCompanySubmissionDto] }) companySubmissions!: ExportedCompanySubmissionDto[];
  @ApiProperty({ type: [ExportedMatchRequestDto], description: 'The projects you asked Find Match about' }) matchRequests!: ExportedMatchRequestDto[];
  @ApiProperty({ type: [ExportedVerificationRequestDto] }) verificationRequests!: ExportedVerificationRequestDto[];
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function presentReview(review: AuthoredReview): ExportedReviewDto {
  return {
    id: review.id,
    companyId: review.companyId,
    companyName: review.companyName,
    reviewType: review.reviewType,
    status: review.status,
    serviceType: review.serviceType,
    experienceType: review.experienceType,
    projectSize: review.projectSize,
    projectDuration: review.projectDuration,
    workTimeframe: review.workTimeframe,
    ratings: ratingsOf(review),
    comments: review.comments,
    reviewerRole: review.reviewerRole,
    organizationType: review.organizationType,
    therapeuticArea: review.therapeuticArea,
    moleculeType: review.moleculeType,
    developmentPhase: review.developmentPhase,
    pros: review.pros,
    cons: review.cons,
    wouldRecommend: review.wouldRecommend,
    rejectionReason: review.rejectionReason,
    createdAt: review.createdAt.toISOString(),
  };
}

/** The export document, field by field (nothing leaves by accident: a field is exported only once it is named here). */
export function presentExport(data: PersonalDataExport): AccountExportDto {
  return {
    exportedAt: data.exportedAt.toISOString(),
    user: { ...data.user, verifiedAt: iso(data.user.verifiedAt), createdAt: data.user.createdAt.toISOString() },
    reviews: data.reviews.map(presentReview),
    savedSearches: data.savedSearches.map((s) => ({
      id: s.id,
      searchName: s.searchName,
      filters: s.filters as SavedSearchFiltersDto,
      alertsEnabled: s.alertsEnabled,
      createdAt: s.createdAt.toISOString(),
    })),
    shortlist: data.shortlist.map((e) => ({ companyId: e.companyId, companyName: e.companyName, addedAt: e.addedAt.toISOString() })),
    vendorAccounts: data.vendorAccounts.map((v) => ({
      id: v.id,
      companyId: v.companyId,
      companyName: v.companyName,
      status: v.status,
      createdAt: v.createdAt.toISOString(),
    })),
    subscription: data.subscription
      ? {
          tier: data.subscription.tier,
          status: data.subscription.status,
          currentPeriodEnd: iso(data.subscription.currentPeriodEnd),
          cancelAtPeriodEnd: data.subscription.cancelAtPeriodEnd,
        }
      : null,
    companySubmissions: data.companySubmissions.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    matchRequests: data.matchRequests.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    verificationRequests: data.verificationRequests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
