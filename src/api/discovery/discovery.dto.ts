import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import type { AutomationState } from '../../domain/discovery/automation-state.port';
import { DISCOVERY_CATEGORIES, DISCOVERY_CATEGORY_KEYS, UNKNOWN_CATEGORY_MESSAGE, type DiscoveryCategoryKey } from '../../domain/discovery/discovery-categories';
import { runOutcome, type DiscoveryResult, type RunOutcome } from '../../domain/discovery/discovery-result';
import { COMPANY_TYPES } from '../../domain/directory/taxonomy';

const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

/** POST /api/admin/discover-companies: the category to look for; all categories when absent. */
export class DiscoverCompaniesDto {
  @ApiPropertyOptional({ enum: DISCOVERY_CATEGORY_KEYS, description: 'A category key from GET /api/admin/automation/categories; all when absent' })
  @Transform(emptyAsAbsent)
  @IsIn(DISCOVERY_CATEGORY_KEYS, { message: UNKNOWN_CATEGORY_MESSAGE })
  @IsOptional()
  category?: DiscoveryCategoryKey;
}

export class DiscoveryCategoryDto {
  @ApiProperty({ enum: DISCOVERY_CATEGORY_KEYS }) key!: DiscoveryCategoryKey;
  @ApiProperty() label!: string;
  @ApiProperty({ enum: COMPANY_TYPES, description: 'Type proposed for companies found in this category' }) type!: string;
}

export class DiscoveryCategoriesDto {
  @ApiProperty({ type: [DiscoveryCategoryDto] }) categories!: DiscoveryCategoryDto[];
}

export class SourceReportDto {
  @ApiProperty({ description: '"wikidata" or "feed:<name>"' }) name!: string;
  @ApiProperty({ description: 'Companies the source reported' }) found!: number;
  @ApiProperty({ description: 'Pending submissions created from them' }) created!: number;
  @ApiProperty({ description: 'Already in the directory, already submitted (any status) or reported twice' }) duplicates!: number;
  @ApiPropertyOptional({ description: 'Rows the source skipped as invalid (feeds); absent when none' }) invalid?: number;
  @ApiPropertyOptional({ description: 'True when the source stopped at its limit with more companies left; absent otherwise' }) truncated?: boolean;
  @ApiPropertyOptional({ description: 'Why the source failed (timeout, unreadable answer); absent when it answered' }) error?: string;
}

export class DiscoveredSubmissionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: '"discovery:wikidata" or "discovery:feed:<name>"' }) source!: string;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
}

/** docs/data-model.md#transfer-shapes. */
export class DiscoveryResultDto {
  @ApiProperty({ description: 'New companies found: pending submissions created by the run' }) companiesFound!: number;
  @ApiProperty({ description: 'The run in one sentence' }) summary!: string;
  @ApiProperty({
    enum: ['completed', 'partial', 'failed'],
    description: 'completed: every source answered; partial: some failed; failed: no source answered (or none is configured), so the run found nothing',
  })
  outcome!: RunOutcome;
  @ApiProperty({ type: [SourceReportDto] }) sources!: SourceReportDto[];
  @ApiProperty({ type: [DiscoveredSubmissionDto], description: 'The pending submissions the run created, for the admin to review' })
  newSubmissions!: DiscoveredSubmissionDto[];
  @ApiProperty({ enum: DISCOVERY_CATEGORY_KEYS, nullable: true, type: String, description: 'The category asked for; null for all' })
  category!: DiscoveryCategoryKey | null;
  @ApiProperty({ enum: ['manual', 'schedule'] }) trigger!: 'manual' | 'schedule';
  @ApiProperty({ format: 'date-time' }) ranAt!: string;
}

export class DiscoverCompaniesResponseDto {
  @ApiProperty({ type: DiscoveryResultDto }) result!: DiscoveryResultDto;
  @ApiProperty({ type: [DiscoveryCategoryDto] }) categories!: DiscoveryCategoryDto[];
}

/** docs/api-contract.md#contract-details: `{ active, lastRunAt, nextRunAt, lastResult }`. */
export class AutomationStatusDto {
  @ApiProperty({ description: 'Daily discovery is on' }) active!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastRunAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next scheduled run is due; null while inactive' })
  nextRunAt!: string | null;
  @ApiProperty({ type: DiscoveryResultDto, nullable: true }) lastResult!: DiscoveryResultDto | null;
}

export const presentCategories = (): DiscoveryCategoryDto[] => DISCOVERY_CATEGORIES.map(({ key, label, type }) => ({ key, label, type }));

export const presentDiscoveryResult = (r: DiscoveryResult): DiscoveryResultDto => ({
  companiesFound: r.companiesFound,
  summary: r.summary,
  outcome: runOutcome(r.sources),
  sources: r.sources.map((s) => ({
    name: s.name,
    found: s.found,
    created: s.created,
    duplicates: s.duplicates,
    ...(s.invalid !== undefined ? { invalid: s.invalid } : {}),
    ...(s.truncated ? { truncated: true } : {}),
    ...(s.error !== undefined ? { error: s.error } : {}),
  })),
  newSubmissions: r.newSubmissions.map((s) => ({ id: s.id, name: s.name, source: s.source, country: s.country, website: s.website })),
  category: r.category,
  trigger: r.trigger,
  ranAt: r.ranAt.toISOString(),
});

export const presentAutomationStatus = (s: AutomationState): AutomationStatusDto => ({
  active: s.active,
  lastRunAt: s.lastRunAt?.toISOString() ?? null,
  nextRunAt: s.nextRunAt?.toISOString() ?? null,
  lastResult: s.lastResult ? presentDiscoveryResult(s.lastResult) : null,
});
