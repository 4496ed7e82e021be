import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { COMPANY_TYPES, type CompanyType } from '../../domain/directory/taxonomy';
import { DEFAULT_REVIEW_SORT, REVIEW_PAGE_MAX_LIMIT, REVIEW_SORTS, type ReviewSort } from '../../domain/reviews/review-page';
import { LimitField, OffsetField } from '../http/paging-fields';
import { emptyQueryValueAsAbsent } from '../http/field-decorators';

/** Query of `GET /api/companies/{id}/reviews`. Without `limit`, the first REVIEW_PAGE_MAX_LIMIT (100). */
export class ListCompanyReviewsQueryDto {
  @ApiPropertyOptional({
    enum: REVIEW_SORTS,
    default: DEFAULT_REVIEW_SORT,
    description: "newest: by date; highest / lowest: by the review's mean rating (unrated reviews last), then newest.",
  })
  @IsOptional()
  @Transform(emptyQueryValueAsAbsent)
  @IsIn(REVIEW_SORTS, { message: `sort must be one of: ${REVIEW_SORTS.join(', ')}` })
  sort?: ReviewSort;

  @ApiPropertyOptional({ enum: COMPANY_TYPES, description: 'Only reviews of this service type' })
  @IsOptional()
  @Transform(emptyQueryValueAsAbsent)
  @IsIn(COMPANY_TYPES, { message: `serviceType must be one of: ${COMPANY_TYPES.join(', ')}` })
  serviceType?: CompanyType;

  @LimitField(REVIEW_PAGE_MAX_LIMIT) limit?: number;

  @OffsetField() offset?: number;
}
