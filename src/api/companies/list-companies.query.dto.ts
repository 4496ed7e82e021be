import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DIRECTORY_DEFAULT_LIMIT,
  DIRECTORY_MAX_LIMIT,
  DIRECTORY_SEARCH_MAX_LENGTH,
  DIRECTORY_SORTS,
  type DirectorySort,
} from '../../domain/directory/company-query';
import { describeServiceCategories } from '../../domain/directory/service-categories';
import { LimitField, OffsetField } from '../http/paging-fields';
import { COUNTRIES, countryNamed } from '../../domain/directory/regions';
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  DEVELOPMENT_PHASES,
  MOLECULE_TYPES,
  REGIONS,
  SERVICE_CATEGORIES,
  THERAPEUTIC_AREAS,
  type CompanySize,
  type CompanyType,
  type DevelopmentPhase,
  type MoleculeType,
  type Region,
  type ServiceCategory,
  type TherapeuticArea,
} from '../../domain/directory/taxonomy';
import { emptyQueryValueAsAbsent } from '../http/field-decorators';

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;

/** "true"/"false" from the query string; anything else stays as given and fails validation. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value;
/** Comma-separated text into a list of trimmed values; an empty string or list reads as absent. */
const toList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const values = value.split(',').map((v) => v.trim()).filter(Boolean);
  return values.length === 0 ? undefined : values;
};

/**
 * A comma-separated filter of values from `values`, matched case-insensitively and read as written there
 * (DECISIONS §12: "oncology" is Oncology); a company matches when it lists any of them. Unknown → 400.
 */
function ValueListFilter(name: string, values: readonly string[], example: string): PropertyDecorator {
  const canonical = new Map(values.map((v) => [v.toLowerCase(), v]));
  return (target, key) => {
    ApiPropertyOptional({
      type: String,
      description: `Comma-separated; a company matches when it lists any of them (case-insensitive). One of: ${values.join(', ')}.`,
      example,
    })(target, key);
    IsOptional()(target, key);
    Transform((params) => {
      const list = toList(params);
      return Array.isArray(list) ? list.map((v) => (typeof v === 'string' ? canonical.get(v.toLowerCase()) ?? v : v)) : list;
    })(target, key);
    IsIn(values, { each: true, message: oneOf(name, values) })(target, key);
  };
}

/**
 * The directory's filters (DECISIONS §5, §11, §12), shared by the list, its facets and saved searches.
 * Empty values count as absent.
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

  @ApiPropertyOptional({ enum: COMPANY_TYPES })
  @IsOptional()
  @Transform(emptyQueryValueAsAbsent)
  @IsIn(COMPANY_TYPES, { message: oneOf('type', COMPANY_TYPES) })
  type?: CompanyType;

  @ApiPropertyOptional({ description: 'Headquarters country in English, e.g. "Germany" (case-insensitive); every country of the directory.', maxLength: 100 })
  @IsOptional()
  @Transform(({ value }) => (value === '' ? undefined : typeof value === 'string' ? countryNamed(value) ?? value : value))
  @IsIn(COUNTRIES, { message: 'country must be a country of the directory, in English (e.g. Germany)' })
  country?: string;

  @ApiPropertyOptional({
    enum: REGIONS,
    description: 'Region: the HQ country lies in it or the service locations name it ("Asia" matches "Asia Pacific"; Mexico is in North America and Latin America).',
  })
  @IsOptional()
  @Transform(emptyQueryValueAsAbsent)
  @IsIn(REGIONS, { message: oneOf('location', REGIONS) })
  location?: Region;

  @ApiPropertyOptional({
    enum: COMPANY_SIZES,
    description: 'By employee count: startup 1-50, small 51-200, medium 201-1000, large 1001-10000, enterprise 10001+.',
  })
  @IsOptional()
  @Transform(emptyQueryValueAsAbsent)
  @IsIn(COMPANY_SIZES, { message: oneOf('size', COMPANY_SIZES) })
  size?: CompanySize;

  @ApiPropertyOptional({ type: Boolean, description: 'true: global presence; false: regional.' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'global must be true or false' })
  global?: boolean;

  @ApiPropertyOptional({
    type: String,
    description: `Comma-separated service-category keys; a company matches when it falls under any of them.\n${describeServiceCategories()}`,
    example: 'clinical_research,biologics',
  })
  @IsOptional()
  @Transform(toList)
  @IsIn(SERVICE_CATEGORIES, { each: true, message: oneOf('serviceCategories', SERVICE_CATEGORIES) })
  serviceCategories?: ServiceCategory[];

  @ValueListFilter('therapeuticAreas', THERAPEUTIC_AREAS, 'Oncology,Rare Diseases') therapeuticAreas?: TherapeuticArea[];

  @ValueListFilter('moleculeTypes', MOLECULE_TYPES, 'Monoclonal Antibodies') moleculeTypes?: MoleculeType[];

  @ValueListFilter('developmentPhases', DEVELOPMENT_PHASES, 'Phase I,Phase II') developmentPhases?: DevelopmentPhase[];
}

/** Query of `GET /api/companies` (DECISIONS §5, §11, §12): the filters, a sort and a page. */
export class ListCompaniesQueryDto extends CompanyFiltersQueryDto {
  @ApiPropertyOptional({
    enum: DIRECTORY_SORTS,
    default: 'rating',
    description:
      'rating: rankScore (evidence-weighted overall, GET /api/methodology) desc, then review count, then name; reviews: review count desc; name: A-Z; ' +
      'recent: latest approved review first; a rating category key: its evidence-weighted average desc. Unrated companies come last. ' +
      'With a search, the search order comes first.',
  })
  @IsOptional()
  @Transform(emptyQueryValueAsAbsent)
  @IsIn(DIRECTORY_SORTS, { message: oneOf('sort', DIRECTORY_SORTS) })
  sort?: DirectorySort;

  @LimitField(DIRECTORY_MAX_LIMIT, DIRECTORY_DEFAULT_LIMIT) limit?: number;

  @OffsetField() offset?: number;
}
