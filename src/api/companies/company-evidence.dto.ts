import { ApiProperty } from '@nestjs/swagger';
import type { CompanySite, StatedFact } from '../../domain/directory/company';
import { EDITABLE_COMPANY_FACTS } from '../../domain/directory/managed-companies.port';
import type { RegulatoryRecord } from '../../domain/regulatory/regulatory-record';
import { FDA_WARNING_LETTERS } from '../../domain/regulatory/warning-letter';

/** One window of a regulatory source that the record covers. */
export class CoverageWindowDto {
  @ApiProperty({ enum: [FDA_WARNING_LETTERS] }) source!: string;
  @ApiProperty({ format: 'date', description: 'First posting day covered' }) from!: string;
  @ApiProperty({ format: 'date', description: 'The day the source was last read in full' }) to!: string;
}

/** An event of the record: an FDA warning letter confirmed as the company's. */
export class RegulatoryEventDto {
  @ApiProperty({ enum: ['fda_warning_letter'] }) kind!: 'fda_warning_letter';
  @ApiProperty({ format: 'date', description: 'The date the letter bears' }) date!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() issuingOffice!: string;
  @ApiProperty({ description: 'Whom the letter was addressed to, as FDA lists it' }) recipient!: string;
  @ApiProperty({ format: 'uri', description: "The letter's page on fda.gov" }) url!: string;
}

/** FDA warning letters confirmed as the company's, newest first, and the windows searched: present for every company. */
export class RegulatoryRecordDto {
  @ApiProperty({ type: [CoverageWindowDto] }) coverage!: CoverageWindowDto[];
  @ApiProperty({ type: [RegulatoryEventDto], description: 'Newest first; empty when none was found in the coverage' }) events!: RegulatoryEventDto[];
}

/** A site of the company. */
export class CompanySiteViewDto {
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ type: [String], nullable: true, description: 'Services and modalities of the site; null when not stated' }) capabilities!: string[] | null;
}

/** A fact the company stated and an admin approved. */
export class StatedFactDto {
  @ApiProperty({ enum: EDITABLE_COMPANY_FACTS }) field!: string;
  @ApiProperty({ format: 'date', description: 'The day it was approved' }) statedAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uri', description: 'The page the company cited' }) sourceUrl!: string | null;
}

/** The regulatory record's JSON, field by field. */
export const presentRegulatoryRecord = (record: RegulatoryRecord): RegulatoryRecordDto => ({
  coverage: record.coverage.map(({ source, from, to }) => ({ source, from, to })),
  events: record.events.map(({ kind, date, subject, issuingOffice, recipient, url }) => ({ kind, date, subject, issuingOffice, recipient, url })),
});

/** The sites' JSON; null when not stated. */
export const presentSites = (sites: CompanySite[] | null): CompanySiteViewDto[] | null =>
  sites?.map(({ city, country, capabilities }) => ({ city, country, capabilities: capabilities ? [...capabilities] : null })) ?? null;

/** The "stated by the company" marks' JSON. */
export const presentStatedFacts = (facts: StatedFact[]): StatedFactDto[] => facts.map(({ field, statedAt, sourceUrl }) => ({ field, statedAt, sourceUrl }));
