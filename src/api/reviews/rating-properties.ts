import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { RATING_CATEGORIES } from '../../domain/reviews/rating-categories';

/**
 * Documents one response property per rating category (technicalExpertise to regulatoryCompliance, in the
 * spec's order), each with `options`. `options.type` must be given: a class decorator sees no TypeScript
 * types. A class decorator runs after its class's property decorators, so the categories follow the
 * properties the class declares itself (as `overall` before them). The fields' TypeScript types come from an
 * interface of the same name merged with the class, e.g. `interface AverageRatingsDto extends Ratings {}`.
 */
export function ApiRatingCategoryProperties(options: ApiPropertyOptions): ClassDecorator {
  return (target) => {
    for (const category of RATING_CATEGORIES) ApiProperty({ ...options })(target.prototype, category);
  };
}
