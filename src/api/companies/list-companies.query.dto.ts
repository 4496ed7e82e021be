import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DIRECTORY_DEFAULT_LIMIT, DIRECTORY_MAX_LIMIT, DIRECTORY_SEARCH_MAX_LENGTH, DIRECTORY_SORTS, type DirectorySort } from '../../domain/directory/company-query';
import {
  DIRECTORY_FILTER_NAMES,
  directoryFilter,
  UNSTATED_FILTER_NAMES,
  unstatedParameter,
  type DirectoryFilter,
  type DirectoryFilterValues,
} from '../../domain/directory/directory-filters';
import { LimitField, OffsetField } from '../http/paging-fields';
import { emptyQueryValueAsAbsent } from '../http/field-decorators';

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;

/** "true"/"false" from the query string; anything else stays as given and fails validation. */
const toBoolean = ({ value }: { value: unknown }) => (value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value);
/** Digits from the query string as a number; empty as absent; anything else stays as given and fails validation. */
const toWholeNumber = ({ value }: { value: unknown }) => (value === '' ? undefined : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value);
/** Comma-separated text into a list of trimmed values; an empty string or list reads as absent. */
const toList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const values = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length === 0 ? undefined : values;
};

/**
 * The query field of a directory filter, from its declaration (directory-filters.ts): its documentation, its
 * reading (a list split on commas, values as the vocabulary writes them, empty as absent) and its check, which
 * answers the declared message. Decorators are applied as stacked ones would be, the last check speaking first.
 */
function applyFilterField(target: object, name: string, filter: DirectoryFilter): void {
  if (filter.choice === 'flag') {
    IsBoolean({ message: filter.invalidMessage })(target, name);
    Transform(toBoolean)(target, name);
    IsOptional()(target, name);
    ApiPropertyOptional({ type: Boolean, description: filter.description })(target, name);
    return;
  }
  if (filter.choice === 'atLeast') {
    Max(filter.max, { message: filter.invalidMessage })(target, name);
    Min(filter.min, { message: filter.invalidMessage })(target, name);
    IsInt({ message: filter.invalidMessage })(target, name);
    Transform(toWholeNumber)(target, name);
    IsOptional()(target, name);
    ApiPropertyOptional({ type: 'integer', minimum: filter.min, maximum: filter.max, description: filter.description, example: filter.example })(target, name);
    return;
  }
  const canonical = (value: unknown) => (typeof value === 'string' ? (filter.canonical(value) ?? value) : value);
  if (filter.choice === 'any') {
    IsIn(filter.values as string[], { each: true, message: filter.invalidMessage })(target, name);
    Transform((params) => {
      const list = toList(params);
      return Array.isArray(list) ? list.map(canonical) : list;
    })(target, name);
    IsOptional()(target, name);
    ApiPropertyOptional({ type: String, description: filter.description, example: filter.example })(target, name);
    return;
  }
  IsIn(filter.values as string[], { message: filter.invalidMessage })(target, name);
  Transform((params) => canonical(emptyQueryValueAsAbsent(params)))(target, name);
  IsOptional()(target, name);
  const enumerated = filter.facet !== null && filter.facet.knownOptions.length > 0;
  ApiPropertyOptional(
    enumerated ? { enum: filter.values as string[], description: filter.description } : { type: String, description: filter.description, maxLength: 100 },
  )(target, name);
}

// Its filter fields' types: one per declared filter (DirectoryFilterValues), documented and checked below.
export interface CompanyFiltersQueryDto extends DirectoryFilterValues {}

/**
 * The directory's filters, shared by the list, its facets and saved searches: the search text and one field per
 * declared filter (directory-filters.ts). Empty values count as absent.
 */
export class CompanyFiltersQueryDto {
  @ApiPropertyOptional({
    description:
      'Names, aliases and parent companies (typo-tolerant), description, services, therapeutic areas, molecule types and their trade vocabulary ("ADC", "tox"). ' +
      'Order: exact name or alias, then name prefix, then other name matches, then text matches by relevance.',
    maxLength: DIRECTORY_SEARCH_MAX_LENGTH,
  })
  @IsOptional()
  @Transform(emptyQueryValueAsAbsent)
  @IsString({ message: 'search must be text' })
  @MaxLength(DIRECTORY_SEARCH_MAX_LENGTH, { message: `search must be at most ${DIRECTORY_SEARCH_MAX_LENGTH} characters` })
  search?: string;
}

for (const name of DIRECTORY_FILTER_NAMES) applyFilterField(CompanyFiltersQueryDto.prototype, name, directoryFilter(name));

// The switch of each list filter that may also keep the companies that don't state its fact.
for (const name of UNSTATED_FILTER_NAMES) {
  const parameter = unstatedParameter(name);
  IsBoolean({ message: `${parameter} must be true or false` })(CompanyFiltersQueryDto.prototype, parameter);
  Transform(toBoolean)(CompanyFiltersQueryDto.prototype, parameter);
  IsOptional()(CompanyFiltersQueryDto.prototype, parameter);
  ApiPropertyOptional({
    type: Boolean,
    description: `true: with ${name} chosen, also the companies that do not state the fact it filters on; GET /api/companies/facets counts them in unstated.${name}.`,
  })(CompanyFiltersQueryDto.prototype, parameter);
}

/** Query of `GET /api/companies`: the filters, a sort and a page. */
export class ListCompaniesQueryDto extends CompanyFiltersQueryDto {
  @ApiPropertyOptional({
    enum: DIRECTORY_SORTS,
    default: 'rating',
    description:
      'rating: rankScore (evidence-weighted overall, GET /api/methodology) desc, then review count, then name; reviews: review count desc; name: A-Z; ' +
      'recent: the day of the latest approved review, newest first, then name; a rating category key: its evidence-weighted average desc, ' +
      'counted only for companies with at least 3 approved user reviews. Unrated companies come last. ' +
      'With a search, the search order comes first.',
  })
  @IsOptional()
  @Transform(emptyQueryValueAsAbsent)
  @IsIn(DIRECTORY_SORTS, { message: oneOf('sort', DIRECTORY_SORTS) })
  sort?: DirectorySort;

  @LimitField(DIRECTORY_MAX_LIMIT, DIRECTORY_DEFAULT_LIMIT) limit?: number;

  @OffsetField() offset?: number;
}
