import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { COMPARE_MESSAGE, isComparableSelection } from '../../domain/directory/compare-rules';

/** Query of `GET /api/companies/compare` (docs/deciding.md). */
export class CompareCompaniesQueryDto {
  @ApiProperty({ type: String, description: '2-4 different company ids, comma-separated, in the order to show them', example: 'id1,id2,id3' })
  @Transform(({ value }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : value,
  )
  @ValidateBy({
    name: 'comparableSelection',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every((id) => typeof id === 'string') && isComparableSelection(value as string[]),
      defaultMessage: () => COMPARE_MESSAGE,
    },
  })
  ids!: string[];
}
