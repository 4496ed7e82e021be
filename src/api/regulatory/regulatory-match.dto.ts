import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { COMPANY_TYPES } from '../../domain/directory/taxonomy';
import type { RegulatoryMatch } from '../../domain/regulatory/regulatory-match';
import { ModerationDecisionDto } from '../moderation/moderation-queue';

/** The letter of a candidate match, as FDA's listing gives it. */
export class WarningLetterDto {
  @ApiProperty({ format: 'uri', description: "The letter's page on fda.gov" }) url!: string;
  @ApiProperty({ format: 'date' }) letterDate!: string;
  @ApiProperty({ format: 'date' }) postedDate!: string;
  @ApiProperty({ description: 'Whom the letter is addressed to' }) recipient!: string;
  @ApiProperty() issuingOffice!: string;
  @ApiProperty() subject!: string;
}

/** The company a letter may concern. */
export class MatchedCompanyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: COMPANY_TYPES }) type!: string;
  @ApiProperty({ description: 'Headquarters city' }) location!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
}

/** A candidate match awaiting an admin's decision. */
export class RegulatoryMatchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: WarningLetterDto }) letter!: WarningLetterDto;
  @ApiProperty({ type: MatchedCompanyDto }) company!: MatchedCompanyDto;
  @ApiProperty({ description: "The company's name, alias or former name found in the recipient" }) matchedName!: string;
  @ApiProperty({ format: 'date-time' }) proposedAt!: string;
}

/** POST /api/admin/moderate-regulatory-match: approved confirms the letter as the company's. */
export class ModerateRegulatoryMatchDto extends ModerationDecisionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'matchId must be a regulatory match id' })
  matchId!: string;
}

export class RegulatoryMatchDecisionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['confirmed', 'rejected'] }) status!: string;
}

export const presentRegulatoryMatch = (match: RegulatoryMatch): RegulatoryMatchDto => ({
  id: match.id,
  letter: {
    url: match.letter.url,
    letterDate: match.letter.letterDate,
    postedDate: match.letter.postedDate,
    recipient: match.letter.recipient,
    issuingOffice: match.letter.issuingOffice,
    subject: match.letter.subject,
  },
  company: {
    id: match.company.id,
    name: match.company.name,
    type: match.company.type,
    location: match.company.location,
    country: match.company.country,
    website: match.company.website,
  },
  matchedName: match.matchedName,
  proposedAt: match.proposedAt.toISOString(),
});
