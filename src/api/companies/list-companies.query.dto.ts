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
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  REGIONS,
  SERVICE_CATEGORIES,
  type CompanySize,
  type CompanyType,
  type Region,
  type ServiceCategory,
} from '../../domain/directory/taxonomy';

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;

/** An empty query value means "no filter" (the web omits them, but shared links may carry them). */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** "true"/"false" from the query string; anything else stays as given and fails validation. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value;
/** An integer from the query string; anything else stays as given and fails validation. */
/** Query of `GET /api/companies` (DECISIONS §5, §11). Empty values count as absent. */
export class ListCompaniesQueryDto {
  @ApiPropertyOptional({ description: 'Company name; case-insensitive, tolerates typos (trigram similarity).', maxLength: DIRECTORY_SEARCH_MAX_LENGTH })
  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsString({ message: 'search must be text' })
  @MaxLength(DIRECTORY_SEARCH_MAX_LENGTH, { message: `search must be at most ${DIRECTORY_SEARCH_MAX_LENGTH} characters` })
  search?: string;

  @ApiPropertyOptional({ enum: COMPANY_TYPES })
  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(COMPANY_TYPES, { message: oneOf('type', COMPANY_TYPES) })
  type?: CompanyType;

  @ApiPropertyOptional({ description: 'Headquarters country, e.g. "Germany".', maxLength: 100 })
  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsString({ message: 'country must be text' })
  @MaxLength(100, { message: 'country must be at most 100 characters' })
  country?: string;

  @ApiPropertyOptional({
    enum: REGIONS,
    description: 'Region: the HQ country lies in it or the service locations name it ("Asia" matches "Asia Pacific").',
  })
  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(REGIONS, { message: oneOf('location', REGIONS) })
  location?: Region;

  @ApiPropertyOptional({
    enum: COMPANY_SIZES,
    description: 'By employee count: startup 1-50, small 51-200, medium 201-1000, large 1001-10000, enterprise 10001+.',
  })
  @IsOptional()
  @Transform(emptyAsAbsent)
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
  @Transform(({ value }) =>
    value === '' ? undefined : typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : value,
  )
  @IsIn(SERVICE_CATEGORIES, { each: true, message: oneOf('serviceCategories', SERVICE_CATEGORIES) })
  serviceCategories?: ServiceCategory[];

  @ApiPropertyOptional({
    enum: DIRECTORY_SORTS,
    default: 'rating',
    description:
      'rating: overall average desc, then review count, then name; reviews: review count desc; name: A-Z; ' +
      'recent: latest approved review first; a rating category key: that average desc. Unrated companies come last.',
  })
  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(DIRECTORY_SORTS, { message: oneOf('sort', DIRECTORY_SORTS) })
  sort?: DirectorySort;

  @LimitField(DIRECTORY_MAX_LIMIT, DIRECTORY_DEFAULT_LIMIT) limit?: number;

  @OffsetField() offset?: number;
}
