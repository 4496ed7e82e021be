import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PUBLICATION_MESSAGES, TAKEDOWN_REASON_MAX_LENGTH } from '../../domain/moderation/review-publication';
import { blankAsAbsent } from '../http/field-decorators';

/** POST …/unpublish: why it is taken down (required; mailed to the author and kept in the audit log). */
export class UnpublishDto {
  @ApiProperty({ maxLength: TAKEDOWN_REASON_MAX_LENGTH, example: 'Names a patient' })
  @Transform(blankAsAbsent)
  @MaxLength(TAKEDOWN_REASON_MAX_LENGTH, { message: PUBLICATION_MESSAGES.reasonTooLong })
  @IsString({ message: PUBLICATION_MESSAGES.reasonRequired })
  reason!: string;
}

/** POST …/republish: an optional note for the audit log. */
export class RepublishDto {
  @ApiPropertyOptional({ maxLength: TAKEDOWN_REASON_MAX_LENGTH })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(TAKEDOWN_REASON_MAX_LENGTH, { message: PUBLICATION_MESSAGES.reasonTooLong })
  @IsString({ message: PUBLICATION_MESSAGES.reasonTooLong })
  reason?: string;
}

/** A review's publication after the change. */
export class ReviewPublicationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['approved', 'unpublished'] }) status!: 'approved' | 'unpublished';
}

/** A response's publication after the change. */
export class ResponsePublicationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() published!: boolean;
}
