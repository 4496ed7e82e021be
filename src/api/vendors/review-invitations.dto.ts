import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { EMAIL_PATTERN } from '../../domain/accounts/account-rules';
import { INVITATION_BATCH_MAX, INVITATION_MESSAGES } from '../../domain/review-invitations/review-invitation-rules';
import { VENDOR_MESSAGES } from '../../domain/vendors/vendor-rules';

/** Each address trimmed; anything else is left for the validators to refuse. */
const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);

/** POST /api/vendor/review-invitations. */
export class SendReviewInvitationsDto {
  @ApiProperty({ format: 'uuid', description: 'A company the member is a verified vendor of' })
  @IsUUID('all', { message: VENDOR_MESSAGES.companyRequired })
  companyId!: string;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: INVITATION_BATCH_MAX,
    example: ['head.of.cmc@client-biotech.com'],
    description: "Clients' addresses; none at the company's own domain",
  })
  @Transform(trimEach)
  @Matches(EMAIL_PATTERN, { each: true, message: INVITATION_MESSAGES.emailInvalid })
  @MaxLength(254, { each: true, message: INVITATION_MESSAGES.emailInvalid })
  @IsString({ each: true, message: INVITATION_MESSAGES.emailInvalid })
  @ArrayMaxSize(INVITATION_BATCH_MAX, { message: INVITATION_MESSAGES.emailsRequired })
  @ArrayMinSize(1, { message: INVITATION_MESSAGES.emailsRequired })
  @IsArray({ message: INVITATION_MESSAGES.emailsRequired })
  emails!: string[];
}

/** What the vendor learns after sending: counts only, never who used an invitation. */
export class ReviewInvitationsSentDto {
  @ApiProperty({ description: 'Invitations mailed (repeated addresses count once)' }) sent!: number;
  @ApiProperty({ description: 'Invitations a company may send per calendar month (UTC)' }) monthlyLimit!: number;
  @ApiProperty({ description: "The company's invitations this month, these included" }) usedThisMonth!: number;
  @ApiProperty() remainingThisMonth!: number;
}
