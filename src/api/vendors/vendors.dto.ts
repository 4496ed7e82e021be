import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import type { QuotaUsage } from '../../domain/vendor-quotas/vendor-quota';
import { VENDOR_ACCOUNT_STATUSES, type ClaimDomainCheck, type PendingVendor } from '../../domain/vendors/vendor-account';
import type { VendorAccountWithQuota } from '../../domain/vendors/list-my-vendor-accounts.use-case';
import type { ReviewForVendor } from '../../domain/vendors/vendor-accounts.port';
import { QueuePageQueryDto } from '../moderation/moderation-queue';
import { RESPONSE_MAX_LENGTH, RESPONSE_MIN_LENGTH, VENDOR_MESSAGES, VENDOR_NOTES_MAX_LENGTH, VERIFICATION_DOCUMENT_MAX_LENGTH } from '../../domain/vendors/vendor-rules';
import { trimText } from '../http/field-decorators';

/** POST /api/vendor/register (docs/data-model.md#transfer-shapes). */
export class RegisterVendorDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: VENDOR_MESSAGES.companyRequired })
  @IsNotEmpty({ message: VENDOR_MESSAGES.companyRequired })
  companyId!: string;

  @ApiPropertyOptional({ description: 'Ignored: a new registration is never verified (docs/billing-and-plans.md)' })
  @IsOptional()
  @IsBoolean({ message: 'isVerified must be true or false' })
  isVerified?: boolean;

  @ApiPropertyOptional({ maxLength: VERIFICATION_DOCUMENT_MAX_LENGTH, description: 'Company email domain or professional-profile URL' })
  @IsOptional()
  @Transform(trimText)
  @MaxLength(VERIFICATION_DOCUMENT_MAX_LENGTH, { message: VENDOR_MESSAGES.verificationDocumentTooLong })
  @IsString({ message: VENDOR_MESSAGES.verificationDocumentTooLong })
  verificationDocument?: string;
}

/** docs/api-contract.md#contract-details: vendor registration 201. */
export class VendorRegistrationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() isVerified!: boolean;
  @ApiProperty({ enum: VENDOR_ACCOUNT_STATUSES }) status!: string;
}

export class QuotaUsageDto {
  @ApiProperty({ description: 'Responses posted this calendar month (UTC)' }) used!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Monthly quota; null is unlimited' }) limit!: number | null;
  @ApiProperty({ type: Number, nullable: true }) remaining!: number | null;
  @ApiProperty({ format: 'date-time', description: 'When the count starts again' }) resetsAt!: string;
}

export const presentQuota = (quota: QuotaUsage): QuotaUsageDto => ({
  used: quota.used,
  limit: quota.limit,
  remaining: quota.remaining,
  resetsAt: quota.resetsAt.toISOString(),
});

/** One of the member's vendor registrations, with the month's quota use. */
export class MyVendorAccountDto extends VendorRegistrationDto {
  @ApiProperty() companyName!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: QuotaUsageDto }) quota!: QuotaUsageDto;
}

export const presentMyVendorAccount = (account: VendorAccountWithQuota): MyVendorAccountDto => ({
  id: account.id,
  companyId: account.companyId,
  companyName: account.companyName,
  isVerified: account.isVerified,
  status: account.status,
  createdAt: account.createdAt.toISOString(),
  quota: presentQuota(account.quota),
});

/** POST /api/reviews/{id}/responses. */
export class CreateReviewResponseDto {
  @ApiProperty({ minLength: RESPONSE_MIN_LENGTH, maxLength: RESPONSE_MAX_LENGTH })
  @Transform(trimText)
  @MaxLength(RESPONSE_MAX_LENGTH, { message: VENDOR_MESSAGES.responseTooLong })
  @MinLength(RESPONSE_MIN_LENGTH, { message: VENDOR_MESSAGES.responseTooShort })
  @IsString({ message: VENDOR_MESSAGES.responseTooShort })
  response!: string;
}

export class CreatedReviewResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) reviewId!: string;
  @ApiProperty() response!: string;
  @ApiProperty({ type: QuotaUsageDto, description: "The vendor account's quota after this response" }) quota!: QuotaUsageDto;
}

/** docs/api-contract.md#answer-shapes. */
export class PendingVendorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) verificationDocument!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, description: "The host of the claimant's email" }) emailDomain!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The registrable domain of the company's website; null without one" })
  companyWebsiteDomain!: string | null;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: "Whether the claimant's email domain is the company website's (registrable domains compared); null when the company has no website",
  })
  emailDomainMatchesWebsite!: boolean | null;
}

export const presentPendingVendor = (vendor: PendingVendor & { domainCheck: ClaimDomainCheck }): PendingVendorDto => ({
  id: vendor.id,
  userId: vendor.userId,
  companyId: vendor.companyId,
  companyName: vendor.companyName,
  email: vendor.email,
  firstName: vendor.firstName,
  lastName: vendor.lastName,
  verificationDocument: vendor.verificationDocument,
  createdAt: vendor.createdAt.toISOString(),
  emailDomain: vendor.domainCheck.emailDomain,
  companyWebsiteDomain: vendor.domainCheck.websiteDomain,
  emailDomainMatchesWebsite: vendor.domainCheck.matches,
});

/** POST /api/admin/moderate-vendor. */
export class ModerateVendorDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'vendorAccountId must be a vendor account id' })
  vendorAccountId!: string;

  @ApiProperty()
  @IsBoolean({ message: 'approved must be true or false' })
  approved!: boolean;

  @ApiPropertyOptional({ maxLength: VENDOR_NOTES_MAX_LENGTH })
  @IsOptional()
  @MaxLength(VENDOR_NOTES_MAX_LENGTH, { message: VENDOR_MESSAGES.notesTooLong })
  @IsString({ message: 'notes must be text' })
  notes?: string;
}

export class VendorModerationResultDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['approved', 'rejected'] }) status!: string;
}

/** GET /api/vendor/reviews: reviews that await a response, or that were answered; paged like the queues. */
export class VendorReviewsQueryDto extends QueuePageQueryDto {
  @ApiPropertyOptional({ enum: ['awaiting', 'answered'], default: 'awaiting' })
  @IsOptional()
  @IsIn(['awaiting', 'answered'], { message: 'status must be awaiting or answered' })
  status?: 'awaiting' | 'answered';
}

/** A vendor's public answer, as its dashboard lists it. */
export class VendorResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() response!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set while an admin has taken the response down (it is not public)' })
  unpublishedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The admin's reason for taking it down" }) unpublishReason!: string | null;
}

/** An approved review of a company the vendor speaks for (never its author), with the vendor's response if any. */
export class VendorReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty() serviceType!: string;
  @ApiProperty({ type: String, nullable: true }) comments!: string | null;
  @ApiProperty({ type: String, nullable: true }) pros!: string | null;
  @ApiProperty({ type: String, nullable: true }) cons!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "The review's mean rating out of 10" }) meanRating!: number | null;
  @ApiProperty({ description: 'Generated demo data' }) isDemo!: boolean;
  @ApiProperty({ description: 'Written through one of the company\'s review invitations ("Invited by the provider"); never which one' }) invitedByVendor!: boolean;
  @ApiProperty({ description: 'Written by a buyer who awarded the company an RFP, after the award ("Verified engagement")' }) verifiedEngagement!: boolean;
  @ApiProperty({ format: 'date', description: 'The day (UTC) the review was written, never its time: a vendor must not match it to a client' })
  createdAt!: string;
  @ApiProperty({ type: VendorResponseDto, nullable: true }) response!: VendorResponseDto | null;
}

export const presentVendorReview = (review: ReviewForVendor): VendorReviewDto => ({
  id: review.id,
  companyId: review.companyId,
  companyName: review.companyName,
  serviceType: review.serviceType,
  comments: review.comments,
  pros: review.pros,
  cons: review.cons,
  meanRating: review.meanRating,
  isDemo: review.isDemo,
  invitedByVendor: review.invitedByVendor,
  verifiedEngagement: review.verifiedEngagement,
  createdAt: review.createdAt.toISOString().slice(0, 10),
  response: review.response && {
    id: review.response.id,
    response: review.response.response,
    createdAt: review.response.createdAt.toISOString(),
    unpublishedAt: review.response.unpublishedAt?.toISOString() ?? null,
    unpublishReason: review.response.unpublishReason,
  },
});
