import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNotEmptyObject, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { COMPANY_FACT_MESSAGES, SOURCE_URL_MAX_LENGTH } from '../../domain/directory/company-fact-rules';
import { EDITABLE_COMPANY_FACTS } from '../../domain/directory/managed-companies.port';
import { FACT_PROPOSAL_STATUSES, type FactProposal, type PendingFactProposal } from '../../domain/fact-proposals/fact-proposal';
import { EditCompanyDto } from '../administration/company-management.dto';
import { blankAsAbsent } from '../http/field-decorators';
import { ModerationDecisionDto } from '../moderation/moderation-queue';

/**
 * POST /api/vendor/companies/{id}/fact-proposals: the facts to change, validated exactly like an admin's edit
 * (PATCH /api/admin/companies/{id}: same fields, rules and messages; errors name `changes.<fact>`), and a page
 * that backs them.
 */
export class ProposeFactsDto {
  @ApiProperty({ type: EditCompanyDto, description: 'Absent facts stay; null clears a nullable fact' })
  @ValidateNested()
  @Type(() => EditCompanyDto)
  @IsNotEmptyObject({ nullable: false }, { message: COMPANY_FACT_MESSAGES.noChanges })
  @IsObject({ message: COMPANY_FACT_MESSAGES.noChanges })
  changes!: EditCompanyDto;

  @ApiPropertyOptional({ format: 'uri', maxLength: SOURCE_URL_MAX_LENGTH, description: 'A public page that states the facts' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @MaxLength(SOURCE_URL_MAX_LENGTH, { message: COMPANY_FACT_MESSAGES.sourceUrl })
  @Matches(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/, { message: COMPANY_FACT_MESSAGES.sourceUrl })
  @IsString({ message: COMPANY_FACT_MESSAGES.sourceUrl })
  sourceUrl?: string;
}

/** A company's proposal as its vendors see it. */
export class FactProposalDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The proposed facts, `{ fact: value }`' }) changes!: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true }) sourceUrl!: string | null;
  @ApiProperty({ enum: FACT_PROPOSAL_STATUSES }) status!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
}

/** One proposed change beside the profile's current value. */
export class FactChangeDto {
  @ApiProperty({ enum: EDITABLE_COMPANY_FACTS }) field!: string;
  @ApiProperty({ nullable: true, description: 'The current value (null when unknown)' }) from!: unknown;
  @ApiProperty({ nullable: true, description: 'The proposed value' }) to!: unknown;
}

/** A proposal waiting in the admin's Company Facts queue. */
export class PendingFactProposalDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ type: String, nullable: true }) proposerEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) proposerName!: string | null;
  @ApiProperty({ type: [FactChangeDto] }) changes!: FactChangeDto[];
  @ApiProperty({ type: String, nullable: true }) sourceUrl!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** POST /api/admin/moderate-fact-proposal. */
export class ModerateFactProposalDto extends ModerationDecisionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'proposalId must be a fact proposal id' })
  proposalId!: string;
}

export class FactProposalDecisionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['approved', 'rejected'] }) status!: string;
}

/** A value as JSON carries it (a copy, so no stored object leaks by reference). */
const copy = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export const presentFactProposal = (proposal: FactProposal): FactProposalDto => ({
  id: proposal.id,
  companyId: proposal.companyId,
  changes: Object.fromEntries(EDITABLE_COMPANY_FACTS.filter((field) => field in proposal.changes).map((field) => [field, copy(proposal.changes[field])])),
  sourceUrl: proposal.sourceUrl,
  status: proposal.status,
  createdAt: proposal.createdAt.toISOString(),
  decidedAt: proposal.decidedAt?.toISOString() ?? null,
});

export const presentPendingFactProposal = (proposal: PendingFactProposal): PendingFactProposalDto => ({
  id: proposal.id,
  companyId: proposal.companyId,
  companyName: proposal.companyName,
  proposerEmail: proposal.proposerEmail,
  proposerName: proposal.proposerName,
  changes: proposal.changes.map(({ field, from, to }) => ({ field, from: copy(from), to: copy(to) })),
  sourceUrl: proposal.sourceUrl,
  createdAt: proposal.createdAt.toISOString(),
});
