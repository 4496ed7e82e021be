import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { COMPARE_MESSAGE, isComparableSelection } from '../../domain/directory/compare-rules';

/** POST /api/companies/compare/views: the companies a comparison opened, as the Compare page shows them. */
export class ComparisonViewDto {
  @ApiProperty({ type: [String], minItems: 2, maxItems: 4, description: '2-4 different company ids' })
  @ValidateBy({
    name: 'comparableSelection',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every((id) => typeof id === 'string') && isComparableSelection(value as string[]),
      defaultMessage: () => COMPARE_MESSAGE,
    },
  })
  ids!: string[];
}
