import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { SavedSearch, SavedSearchFilters } from '../../domain/saved-searches/saved-search';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX_LENGTH } from '../../domain/saved-searches/saved-search';
import { ListCompaniesQueryDto } from '../companies/list-companies.query.dto';

/**
 * The filters of a saved search: every parameter of `GET /api/companies` but paging, with its validation and
 * transforms inherited, so a filter the directory gains is accepted here too and an unknown key or value is
 * refused the same way (docs/deciding.md).
 */
export class SavedSearchFiltersDto extends OmitType(ListCompaniesQueryDto, ['limit', 'offset'] as const) {}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `POST /api/saved-searches`. */
export class CreateSavedSearchDto {
  @ApiProperty({ maxLength: SAVED_SEARCH_NAME_MAX_LENGTH, example: 'Oncology CROs in Europe' })
  @Transform(trimmed)
  @MaxLength(SAVED_SEARCH_NAME_MAX_LENGTH, { message: SAVED_SEARCH_MESSAGES.searchNameTooLong })
  @IsNotEmpty({ message: SAVED_SEARCH_MESSAGES.searchName })
  @IsString({ message: SAVED_SEARCH_MESSAGES.searchName })
  searchName!: string;

  @ApiProperty({ type: SavedSearchFiltersDto, description: 'Parameters of GET /api/companies (not limit/offset), validated the same way' })
  @ValidateNested()
  @Type(() => SavedSearchFiltersDto)
  @IsObject({ message: SAVED_SEARCH_MESSAGES.filters })
  filters!: SavedSearchFiltersDto;

  @ApiPropertyOptional({ default: false, description: 'Daily email alerts; paid plans only (403 on the free plan)' })
  @IsOptional()
  @IsBoolean({ message: SAVED_SEARCH_MESSAGES.alertsEnabled })
  alertsEnabled?: boolean;
}

/** `PATCH /api/saved-searches/{id}`: rename, or turn alerts on or off. */
export class UpdateSavedSearchDto {
  @ApiPropertyOptional({ maxLength: SAVED_SEARCH_NAME_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(SAVED_SEARCH_NAME_MAX_LENGTH, { message: SAVED_SEARCH_MESSAGES.searchNameTooLong })
  @IsNotEmpty({ message: SAVED_SEARCH_MESSAGES.searchName })
  @IsString({ message: SAVED_SEARCH_MESSAGES.searchName })
  searchName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: SAVED_SEARCH_MESSAGES.alertsEnabled })
  alertsEnabled?: boolean;
}

/** `POST /api/saved-searches/unsubscribe`: the token of an alert mail's unsubscribe link. */
export class UnsubscribeDto {
  @ApiProperty({ description: 'From the link in an alert mail' })
  @MaxLength(200, { message: SAVED_SEARCH_MESSAGES.unsubscribeInvalid })
  @IsString({ message: SAVED_SEARCH_MESSAGES.unsubscribeInvalid })
  token!: string;
}

/** The answer of the unsubscribe link. */
export class UnsubscribedDto {
  @ApiProperty() searchName!: string;
  @ApiProperty({ enum: [false] }) alertsEnabled!: false;
}

/** A saved search (docs/data-model.md#stored-entities). */
export class SavedSearchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() searchName!: string;
  @ApiProperty({ type: SavedSearchFiltersDto, description: 'Parameters of GET /api/companies, as that endpoint takes them' })
  filters!: SavedSearchFiltersDto;
  @ApiProperty() alertsEnabled!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** The stored filters of a validated filters DTO: its defined parameters (lists as arrays, flags as booleans). */
export function savedSearchFiltersOf(dto: SavedSearchFiltersDto): SavedSearchFilters {
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as SavedSearchFilters;
}

/** Filters as GET /api/companies takes them: lists comma-separated, the rest as stored. */
function presentFilters(filters: SavedSearchFilters): SavedSearchFiltersDto {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value])) as SavedSearchFiltersDto;
}

/** The saved search JSON, field by field. */
export function presentSavedSearch(search: SavedSearch): SavedSearchDto {
  return {
    id: search.id,
    searchName: search.searchName,
    filters: presentFilters(search.filters),
    alertsEnabled: search.alertsEnabled,
    createdAt: search.createdAt.toISOString(),
  };
}
