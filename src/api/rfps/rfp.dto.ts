import { ORGANIZATION_TYPES, type OrganizationType } from '../../domain/reviews/review';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PROJECT_BUDGETS, PROJECT_TYPES, type ProjectBudget, type ProjectType } from '../../domain/matching/project-requirements';
import {
  BID_AMOUNT_MAX_USD,
  BID_ASSUMPTIONS_MAX_LENGTH,
  BID_DESCRIPTION_MAX_LENGTH,
  BID_FTE_MAX,
  BID_FTE_MIN,
  BID_LINE_ITEMS_MAX,
  BID_LINE_ITEMS_MIN,
  BID_MILESTONES_MAX,
  BID_NAME_MAX_LENGTH,
  BID_TEAM_MAX,
  BID_TIMELINE_WEEKS_MAX,
  BID_TIMELINE_WEEKS_MIN,
  RFP_ANSWER_MAX_LENGTH,
  RFP_DECLINE_REASON_MAX_LENGTH,
  RFP_EXTRA_MESSAGES,
  RFP_MESSAGES,
  RFP_OUTCOMES,
  RFP_QUESTION_MAX_LENGTH,
  RFP_RECIPIENT_STATUSES,
  RFP_RECIPIENTS_MAX,
  RFP_RECIPIENTS_MIN,
  RFP_SCOPE_MAX_LENGTH,
  RFP_STATUSES,
  RFP_TITLE_MAX_LENGTH,
  type RfpOutcome,
  type RfpRecipientStatus,
  type RfpStatus,
} from '../../domain/rfps/rfp-rules';
import { SHORTLIST_EXPORT_FORMATS, type ShortlistExportFormat } from '../../domain/shortlist/shortlist-rules';
import { EmailField, trimText } from '../http/field-decorators';

/** A required text field: trimmed, 1 to `maxLength` characters, with one message for every way it can be wrong. */
function RequiredText(maxLength: number, message: string, example?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minLength: 1, maxLength, ...(example ? { example } : {}) }),
    Transform(trimText),
    MaxLength(maxLength, { message }),
    IsNotEmpty({ message }),
    IsString({ message }),
  );
}

/** An amount in USD: a number, at most two decimals (cents), 0 to 1e10. Checks that must speak first come last. */
function AmountUsd(description: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: Number, minimum: 0, maximum: BID_AMOUNT_MAX_USD, description, example: 125000 })(target, key);
    Max(BID_AMOUNT_MAX_USD, { message: RFP_MESSAGES.amountTooLarge })(target, key);
    Min(0, { message: RFP_MESSAGES.negativeAmount })(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: RFP_EXTRA_MESSAGES.cents })(target, key);
  };
}

/** An optional company id: which of the vendor's represented companies acts (needed when several are recipients). */
function ActingCompany(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ format: 'uuid', description: 'Which of your companies acts; optional when you represent one recipient of this RFP' })(target, key);
    IsUUID('all', { message: RFP_MESSAGES.companyId })(target, key);
    IsOptional()(target, key);
  };
}

/** `POST /api/projects/{id}/rfps`. */
export class CreateRfpDto {
  @RequiredText(RFP_TITLE_MAX_LENGTH, RFP_MESSAGES.title, 'Phase II NSCLC study: full-service CRO')
  title!: string;

  @RequiredText(RFP_SCOPE_MAX_LENGTH, RFP_MESSAGES.scope)
  scope!: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When bids close; must be in the future' })
  @IsDateString({ strict: true }, { message: RFP_MESSAGES.deadline })
  deadline!: string;

  @ApiPropertyOptional({ enum: PROJECT_BUDGETS, nullable: true })
  @IsOptional()
  @IsIn(PROJECT_BUDGETS as unknown as string[], { message: RFP_MESSAGES.budgetBand })
  budgetBand?: ProjectBudget | null;

  @ApiPropertyOptional({ default: false, description: 'Show recipients the sender’s name and organization' })
  @IsOptional()
  @IsBoolean({ message: RFP_MESSAGES.revealIdentity })
  revealIdentity?: boolean;

  @ApiPropertyOptional({
    enum: ORGANIZATION_TYPES,
    nullable: true,
    description: 'The kind of organization recipients read while the identity is hidden ("A verified member at a biotech company")',
  })
  @IsOptional()
  @IsIn(ORGANIZATION_TYPES as unknown as string[], { message: RFP_MESSAGES.buyerOrganizationType })
  buyerOrganizationType?: OrganizationType | null;

  @ApiPropertyOptional({ enum: PROJECT_TYPES, description: 'Picks the bid’s line-item categories; defaults to the project brief’s' })
  @IsOptional()
  @IsIn(PROJECT_TYPES as unknown as string[], { message: RFP_MESSAGES.projectType })
  projectType?: ProjectType;

  @ApiProperty({ type: [String], format: 'uuid', minItems: RFP_RECIPIENTS_MIN, maxItems: RFP_RECIPIENTS_MAX, description: 'Companies of this project' })
  @IsUUID('all', { each: true, message: RFP_MESSAGES.companyNotInProject })
  @ArrayMaxSize(RFP_RECIPIENTS_MAX, { message: RFP_MESSAGES.companies })
  @ArrayMinSize(RFP_RECIPIENTS_MIN, { message: RFP_MESSAGES.companies })
  @IsArray({ message: RFP_MESSAGES.companies })
  companyIds!: string[];
}

/** `POST /api/rfps/{id}/invitations`. */
export class InviteRecipientDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: RFP_MESSAGES.companyId })
  companyId!: string;

  @ApiProperty({ example: 'bd@cro.example' })
  @EmailField(RFP_MESSAGES.email)
  email!: string;
}

/** `POST /api/rfps/{id}/questions/{qid}/answer`. */
export class AnswerQuestionDto {
  @RequiredText(RFP_ANSWER_MAX_LENGTH, RFP_MESSAGES.answer)
  text!: string;

  @ApiProperty({ description: 'Show the answer (without the asker) to every recipient, or only to the asker' })
  @IsBoolean({ message: RFP_MESSAGES.shareWithAll })
  shareWithAll!: boolean;
}

/** `GET /api/rfps/{id}/comparison`. */
export class ComparisonQueryDto {
  @ApiProperty({ enum: SHORTLIST_EXPORT_FORMATS })
  @IsIn(SHORTLIST_EXPORT_FORMATS as unknown as string[], { message: RFP_MESSAGES.format })
  format!: ShortlistExportFormat;
}

/** `POST /api/rfps/{id}/award`. */
export class AwardRfpDto {
  @ApiProperty({ format: 'uuid', description: 'A recipient that bid' })
  @IsUUID('all', { message: RFP_MESSAGES.companyId })
  companyId!: string;
}

/** `GET /api/vendor/rfps/{id}`. */
export class VendorRfpQueryDto {
  @ActingCompany() companyId?: string;
}

/** One line of a bid's price. */
export class BidLineItemDto {
  @ApiProperty({ description: 'One of the RFP’s categories' })
  @IsString({ message: RFP_MESSAGES.category })
  category!: string;

  @ApiProperty({ maxLength: BID_DESCRIPTION_MAX_LENGTH })
  @Transform(trimText)
  @MaxLength(BID_DESCRIPTION_MAX_LENGTH, { message: RFP_MESSAGES.description })
  @IsString({ message: RFP_MESSAGES.description })
  description!: string;

  @AmountUsd('USD, whole dollars or cents') amountUsd!: number;
}

/** A milestone of a bid's timeline. */
export class BidMilestoneDto {
  @RequiredText(BID_NAME_MAX_LENGTH, RFP_MESSAGES.milestones)
  name!: string;

  @ApiProperty({ type: Number, minimum: 0, description: 'Week of the timeline, at most timelineWeeks' })
  @Max(BID_TIMELINE_WEEKS_MAX, { message: RFP_MESSAGES.milestones })
  @Min(0, { message: RFP_MESSAGES.milestones })
  @IsInt({ message: RFP_MESSAGES.milestones })
  week!: number;
}

/** A role of the bid's team and its full-time equivalents. */
export class BidTeamLineDto {
  @RequiredText(BID_NAME_MAX_LENGTH, RFP_MESSAGES.team)
  role!: string;

  @ApiProperty({ type: Number, minimum: BID_FTE_MIN, maximum: BID_FTE_MAX })
  @Max(BID_FTE_MAX, { message: RFP_MESSAGES.team })
  @Min(BID_FTE_MIN, { message: RFP_MESSAGES.team })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: RFP_MESSAGES.team })
  fte!: number;
}

/** `PUT /api/vendor/rfps/{id}/bid`: the whole bid; a second PUT revises it until the deadline. */
export class PutBidDto {
  @ActingCompany() companyId?: string;

  @ApiProperty({ type: [BidLineItemDto], minItems: BID_LINE_ITEMS_MIN, maxItems: BID_LINE_ITEMS_MAX })
  @ValidateNested({ each: true })
  @Type(() => BidLineItemDto)
  @ArrayMaxSize(BID_LINE_ITEMS_MAX, { message: RFP_MESSAGES.lineItems })
  @ArrayMinSize(BID_LINE_ITEMS_MIN, { message: RFP_MESSAGES.lineItems })
  @IsArray({ message: RFP_MESSAGES.lineItems })
  lineItems!: BidLineItemDto[];

  @AmountUsd('The sum of the line items, USD (compared in cents)') totalUsd!: number;

  @ApiProperty({ type: Number, minimum: BID_TIMELINE_WEEKS_MIN, maximum: BID_TIMELINE_WEEKS_MAX })
  @Max(BID_TIMELINE_WEEKS_MAX, { message: RFP_MESSAGES.timelineWeeks })
  @Min(BID_TIMELINE_WEEKS_MIN, { message: RFP_MESSAGES.timelineWeeks })
  @IsInt({ message: RFP_MESSAGES.timelineWeeks })
  timelineWeeks!: number;

  @ApiProperty({ type: [BidMilestoneDto], maxItems: BID_MILESTONES_MAX })
  @ValidateNested({ each: true })
  @Type(() => BidMilestoneDto)
  @ArrayMaxSize(BID_MILESTONES_MAX, { message: RFP_MESSAGES.milestones })
  @IsArray({ message: RFP_MESSAGES.milestones })
  milestones!: BidMilestoneDto[];

  @ApiProperty({ type: [BidTeamLineDto], maxItems: BID_TEAM_MAX })
  @ValidateNested({ each: true })
  @Type(() => BidTeamLineDto)
  @ArrayMaxSize(BID_TEAM_MAX, { message: RFP_MESSAGES.team })
  @IsArray({ message: RFP_MESSAGES.team })
  team!: BidTeamLineDto[];

  @ApiProperty({ maxLength: BID_ASSUMPTIONS_MAX_LENGTH })
  @Transform(trimText)
  @MaxLength(BID_ASSUMPTIONS_MAX_LENGTH, { message: RFP_MESSAGES.assumptions })
  @IsString({ message: RFP_MESSAGES.assumptions })
  assumptions!: string;

  @ApiProperty({ type: String, format: 'date', example: '2027-03-01', description: 'Not before today (UTC)' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: RFP_MESSAGES.validUntil })
  @IsDateString({ strict: true }, { message: RFP_MESSAGES.validUntil })
  validUntil!: string;
}

/** `POST /api/vendor/rfps/{id}/decline`. */
export class DeclineRfpDto {
  @ActingCompany() companyId?: string;

  @RequiredText(RFP_DECLINE_REASON_MAX_LENGTH, RFP_MESSAGES.declineReason)
  reason!: string;
}

/** `POST /api/rfps/{id}/questions` (a vendor of a recipient). */
export class AskQuestionDto {
  @ActingCompany() companyId?: string;

  @RequiredText(RFP_QUESTION_MAX_LENGTH, RFP_MESSAGES.question)
  text!: string;
}

// ---- Answers ----

/** One recipient company in a list. */
export class RfpRecipientSummaryDto {
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ enum: RFP_RECIPIENT_STATUSES }) status!: RfpRecipientStatus;
  @ApiProperty({ enum: RFP_OUTCOMES, nullable: true, type: String }) outcome!: RfpOutcome | null;
}

/** An RFP in its project's list. */
export class RfpSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) projectId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: RFP_STATUSES }) status!: RfpStatus;
  @ApiProperty({ type: String, format: 'date-time' }) deadline!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: [RfpRecipientSummaryDto] }) recipients!: RfpRecipientSummaryDto[];
}

/** A line item of a bid. */
export class BidLineItemViewDto {
  @ApiProperty() category!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'USD' }) amountUsd!: number;
}

/** A milestone of a bid. */
export class BidMilestoneViewDto {
  @ApiProperty() name!: string;
  @ApiProperty() week!: number;
}

/** A team line of a bid. */
export class BidTeamLineViewDto {
  @ApiProperty() role!: string;
  @ApiProperty() fte!: number;
}

/** A company's bid, as stored (its latest revision). */
export class BidDto {
  @ApiProperty({ type: [BidLineItemViewDto] }) lineItems!: BidLineItemViewDto[];
  @ApiProperty({ description: 'USD' }) totalUsd!: number;
  @ApiProperty() timelineWeeks!: number;
  @ApiProperty({ type: [BidMilestoneViewDto] }) milestones!: BidMilestoneViewDto[];
  @ApiProperty({ type: [BidTeamLineViewDto] }) team!: BidTeamLineViewDto[];
  @ApiProperty() assumptions!: string;
  @ApiProperty({ type: String, format: 'date' }) validUntil!: string;
  @ApiProperty({ description: '1 for the first bid, one more for each revision' }) revision!: number;
  @ApiProperty({ type: String, format: 'date-time' }) submittedAt!: string;
}

/** A question a recipient asked and the buyer's answer. */
export class RfpQuestionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: String, format: 'date-time' }) askedAt!: string;
  @ApiPropertyOptional({ description: 'Who asked (the buyer’s view only)' }) companyName?: string;
  @ApiProperty({ type: String, nullable: true }) answer!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt!: string | null;
  @ApiProperty() shareWithAll!: boolean;
  @ApiPropertyOptional({ description: 'Asked by the viewing vendor’s company (the vendor’s view only)' }) mine?: boolean;
}

/** An invitation by email sent for a recipient awaiting its claim. */
export class RfpInvitationViewDto {
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, format: 'date-time' }) sentAt!: string;
}

/** The coverage window of a company's regulatory record. */
export class CoverageWindowDto {
  @ApiProperty({ type: String, format: 'date' }) from!: string;
  @ApiProperty({ type: String, format: 'date' }) to!: string;
}

/** One recipient company as the buyer sees it, with its bid and its directory record. */
export class RfpRecipientDetailDto extends RfpRecipientSummaryDto {
  @ApiProperty({ type: String, nullable: true }) declineReason!: string | null;
  @ApiProperty({ type: [RfpInvitationViewDto] }) invitations!: RfpInvitationViewDto[];
  @ApiProperty({ type: BidDto, nullable: true }) bid!: BidDto | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The directory’s evidence-weighted rank score, out of 10; null without ratings' }) rankScore!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'FDA warning letters in the regulatory record' }) fdaWarningLetters!: number | null;
  @ApiProperty({ type: CoverageWindowDto, nullable: true }) regulatoryCoverage!: CoverageWindowDto | null;
}

/** An RFP as the buyer's project members see it: its summary's fields, and the recipients in full. */
export class RfpDetailDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) projectId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: RFP_STATUSES }) status!: RfpStatus;
  @ApiProperty({ type: String, format: 'date-time' }) deadline!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty() scope!: string;
  @ApiProperty({ type: String, enum: PROJECT_BUDGETS, nullable: true }) budgetBand!: ProjectBudget | null;
  @ApiProperty() revealIdentity!: boolean;
  @ApiProperty({ type: String, enum: ORGANIZATION_TYPES, nullable: true }) buyerOrganizationType!: OrganizationType | null;
  @ApiProperty({ enum: PROJECT_TYPES }) projectType!: ProjectType;
  @ApiProperty({ type: [String], description: 'The bid’s line-item categories' }) categories!: string[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) awardedCompanyId!: string | null;
  @ApiProperty({ description: 'Whether the viewer may act (owner and editors)' }) canEdit!: boolean;
  @ApiProperty({ type: [RfpRecipientDetailDto] }) recipients!: RfpRecipientDetailDto[];
  @ApiProperty({ type: [RfpQuestionDto] }) questions!: RfpQuestionDto[];
}

/** What an invitation made of the recipient. */
export class InvitationSentDto {
  @ApiProperty({ enum: RFP_RECIPIENT_STATUSES }) recipientStatus!: RfpRecipientStatus;
}

/** A company, by id and name. */
export class RfpCompanyRefDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/** The vendor inbox's counts, by recipient status and outcome. */
export class VendorRfpCountsDto {
  @ApiProperty() delivered!: number;
  @ApiProperty() viewed!: number;
  @ApiProperty() bid!: number;
  @ApiProperty() declined!: number;
  @ApiProperty() awarded!: number;
  @ApiProperty() notSelected!: number;
}

/** One RFP of the vendor inbox, for one of the vendor's companies. */
export class VendorRfpSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: RfpCompanyRefDto }) company!: RfpCompanyRefDto;
  @ApiProperty({ type: String, format: 'date-time' }) deadline!: string;
  @ApiProperty({ enum: RFP_STATUSES }) status!: RfpStatus;
  @ApiProperty({ enum: RFP_RECIPIENT_STATUSES }) recipientStatus!: RfpRecipientStatus;
  @ApiProperty({ enum: RFP_OUTCOMES, nullable: true, type: String }) outcome!: RfpOutcome | null;
  @ApiProperty({ type: String, format: 'date-time' }) receivedAt!: string;
}

/** `GET /api/vendor/rfps`. */
export class VendorRfpInboxDto {
  @ApiProperty({ type: VendorRfpCountsDto }) counts!: VendorRfpCountsDto;
  @ApiProperty({ type: [VendorRfpSummaryDto] }) items!: VendorRfpSummaryDto[];
}

/** An RFP as a vendor of one recipient company sees it: never the other recipients, their bids or their questions. */
export class VendorRfpDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() scope!: string;
  @ApiProperty({ type: String, format: 'date-time' }) deadline!: string;
  @ApiProperty({ type: String, enum: PROJECT_BUDGETS, nullable: true }) budgetBand!: ProjectBudget | null;
  @ApiProperty({ enum: RFP_STATUSES }) status!: RfpStatus;
  @ApiProperty({ enum: PROJECT_TYPES }) projectType!: ProjectType;
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty({ description: '"Jane Doe, Acme Bio" when the buyer revealed it, else "A verified member at a {organization type}"' }) buyer!: string;
  @ApiProperty({ type: RfpCompanyRefDto }) company!: RfpCompanyRefDto;
  @ApiProperty({ enum: RFP_RECIPIENT_STATUSES }) recipientStatus!: RfpRecipientStatus;
  @ApiProperty({ enum: RFP_OUTCOMES, nullable: true, type: String }) outcome!: RfpOutcome | null;
  @ApiProperty({ type: String, nullable: true }) declineReason!: string | null;
  @ApiProperty({ type: BidDto, nullable: true }) bid!: BidDto | null;
  @ApiProperty({ type: [RfpQuestionDto], description: 'The company’s own questions and the answers shared with all' }) questions!: RfpQuestionDto[];
}

/** `GET /api/rfp-invitations/{token}`: what the invitation is for. */
export class RfpInvitationDto {
  @ApiProperty() rfpTitle!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ description: 'The domain the claiming account’s email must be at', example: 'cro.example' }) emailDomain!: string;
  @ApiProperty({ type: String, format: 'date-time' }) deadline!: string;
}

/** `POST /api/rfp-invitations/{token}/claim`. */
export class ClaimedRfpInvitationDto {
  @ApiProperty({ format: 'uuid' }) rfpId!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
}
