import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { memberIdentityOf } from '../../domain/accounts/account';
import type { MemberSummary } from '../../domain/administration/member-search.port';
import { AUDIT_SUBJECTS, AUDIT_VERBS, auditAction, type RecordedAuditEntry } from '../../domain/audit/audit-entry';
import { MODERATION_STATUSES, REVIEW_TYPES, type ModerationStatus, type ReviewForAdmin, type ReviewType } from '../../domain/reviews/review';
import {
  ASSIGNABLE_ROLES,
  ASSIGNABLE_TIERS,
  MEMBER_MANAGEMENT_MESSAGES,
  SUSPENSION_REASON_MAX_LENGTH,
  type AssignableTier,
} from '../../domain/administration/member-management';
import type { UserType } from '../../domain/accounts/account';
import { MemberIdentityDto } from '../account/member-identity.dto';
import { blankAsAbsent } from '../http/field-decorators';
import { QueuePageQueryDto } from '../moderation/moderation-queue';
import { PendingReviewDto, presentPendingReview } from '../reviews/review-moderation.dto';

/** The search text of an admin search: optional, at most 100 characters. */
export class AdminSearchQueryDto extends QueuePageQueryDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;
}

/** GET /api/admin/reviews: search text and an optional status. */
export class AdminReviewsQueryDto extends AdminSearchQueryDto {
  @ApiPropertyOptional({ enum: MODERATION_STATUSES })
  @IsOptional()
  @IsIn(MODERATION_STATUSES, { message: `status must be one of ${MODERATION_STATUSES.join(', ')}` })
  status?: ModerationStatus;

  @ApiPropertyOptional({ enum: REVIEW_TYPES, default: 'user', description: 'Member reviews (default) or industry-intelligence entries' })
  @IsOptional()
  @IsIn(REVIEW_TYPES, { message: `type must be one of ${REVIEW_TYPES.join(', ')}` })
  type?: ReviewType;
}

/** A member found by the admin's member search (never the password hash, Stripe ids or notes). */
export class MemberSummaryDto extends MemberIdentityDto {
  @ApiProperty({ enum: ['reviewer', 'admin'] }) userType!: string;
  @ApiProperty({ enum: ['pending', 'verified', 'manual_review', 'rejected'] }) verificationLevel!: string;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty() industryVerified!: boolean;
  @ApiProperty() subscriptionTier!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an admin suspended the account; null while it is not suspended' })
  suspendedAt!: string | null;
  @ApiProperty({ type: [String], description: 'Companies the member represents (pending or verified vendor accounts)' }) vendorCompanyIds!: string[];
  @ApiProperty({ description: 'Member reviews written, any status' }) reviewCount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export const presentMember = (member: MemberSummary): MemberSummaryDto => ({
  ...memberIdentityOf(member),
  userType: member.userType,
  verificationLevel: member.verificationLevel,
  emailVerified: member.emailVerified,
  industryVerified: member.industryVerified,
  subscriptionTier: member.subscriptionTier,
  suspendedAt: member.suspendedAt?.toISOString() ?? null,
  vendorCompanyIds: [...member.vendorCompanyIds],
  reviewCount: member.reviewCount,
  createdAt: member.createdAt.toISOString(),
});

/** A review found by the admin's review search: the moderation view, its state and the decision's notes. */
export class AdminReviewDto extends OmitType(PendingReviewDto, ['companyId']) {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null while held for a company submission' }) companyId!: string | null;
  @ApiProperty({ enum: MODERATION_STATUSES }) status!: ModerationStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) moderatedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) moderationNotes!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Industry intelligence: the source named' }) intelligenceSource!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Industry intelligence: the source URL' }) sourceUrl!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an admin took it down (status unpublished)' })
  unpublishedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was taken down' }) unpublishReason!: string | null;
  @ApiProperty({ type: () => [AdminResponseDto], description: 'Vendor responses to it, published or taken down' }) responses!: AdminResponseDto[];
}

/** A vendor response as admins see it: published, or taken down with a reason. */
export class AdminResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() response!: string;
  @ApiProperty({ description: "The vendor's company" }) companyName!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unpublishedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) unpublishReason!: string | null;
}

export const presentAdminReview = (review: ReviewForAdmin): AdminReviewDto => ({
  ...presentPendingReview({ ...review, companyId: review.companyId ?? '' }),
  companyId: review.companyId,
  status: review.status,
  moderatedAt: review.moderatedAt?.toISOString() ?? null,
  moderationNotes: review.moderationNotes,
  intelligenceSource: review.intelligenceSource,
  sourceUrl: review.sourceUrl,
  unpublishedAt: review.unpublishedAt?.toISOString() ?? null,
  unpublishReason: review.unpublishReason,
  responses: review.responses.map((response) => ({
    id: response.id,
    response: response.response,
    companyName: response.companyName,
    createdAt: response.createdAt.toISOString(),
    unpublishedAt: response.unpublishedAt?.toISOString() ?? null,
    unpublishReason: response.unpublishReason,
  })),
});

/** POST /api/admin/users/{id}/suspend: why (required, kept in the audit log). */
export class SuspendMemberDto {
  @ApiProperty({ maxLength: SUSPENSION_REASON_MAX_LENGTH })
  @Transform(blankAsAbsent)
  @MaxLength(SUSPENSION_REASON_MAX_LENGTH, { message: MEMBER_MANAGEMENT_MESSAGES.reasonTooLong })
  @IsString({ message: MEMBER_MANAGEMENT_MESSAGES.reasonRequired })
  reason!: string;
}

/** POST /api/admin/users/{id}/reinstate: an optional note for the audit log. */
export class ReinstateMemberDto {
  @ApiPropertyOptional({ maxLength: SUSPENSION_REASON_MAX_LENGTH })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(SUSPENSION_REASON_MAX_LENGTH, { message: MEMBER_MANAGEMENT_MESSAGES.reasonTooLong })
  @IsString({ message: MEMBER_MANAGEMENT_MESSAGES.reasonTooLong })
  reason?: string;
}

/** PATCH /api/admin/users/{id}: the plan tier and/or role to set. */
export class ChangeMemberDto {
  @ApiPropertyOptional({ enum: ASSIGNABLE_TIERS })
  @IsOptional()
  @IsIn(ASSIGNABLE_TIERS, { message: MEMBER_MANAGEMENT_MESSAGES.tier })
  subscriptionTier?: AssignableTier;

  @ApiPropertyOptional({ enum: ASSIGNABLE_ROLES })
  @IsOptional()
  @IsIn(ASSIGNABLE_ROLES, { message: MEMBER_MANAGEMENT_MESSAGES.role })
  userType?: UserType;
}

/** One entry of the audit log: who did what to which subject, when. */
export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'company.unlisted', description: '`<subjectType>.<verb>`' }) action!: string;
  @ApiProperty({ enum: AUDIT_SUBJECTS }) subjectType!: string;
  @ApiProperty({ enum: AUDIT_VERBS }) verb!: string;
  @ApiProperty({ format: 'uuid' }) subjectId!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A readable name of the subject at the time' }) subjectLabel!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) actorId!: string | null;
  @ApiProperty({ type: String, nullable: true }) actorEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'What changed (edited fields `{ from, to }`, the company merged into)' })
  details!: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export const presentAuditEntry = (entry: RecordedAuditEntry): AuditLogEntryDto => ({
  id: entry.id,
  action: auditAction(entry),
  subjectType: entry.subjectType,
  verb: entry.verb,
  subjectId: entry.subjectId,
  subjectLabel: entry.subjectLabel,
  actorId: entry.actorId,
  actorEmail: entry.actorEmail,
  notes: entry.notes,
  details: entry.details,
  createdAt: entry.at.toISOString(),
});
