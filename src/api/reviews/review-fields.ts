import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { RATING_MAX, RATING_MIN } from '../../domain/reviews/rating-categories';
import { REVIEW_MESSAGES } from '../../domain/reviews/review-rules';

/** One rating: an integer 1-10, or null / absent for Not Applicable (docs/api-contract.md#form-rules). */
export function RatingField(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: Number, nullable: true, minimum: RATING_MIN, maximum: RATING_MAX, description: 'null or absent: Not Applicable' })(target, key);
    ValidateIf((_object, value) => value !== null && value !== undefined)(target, key);
    Max(RATING_MAX, { message: REVIEW_MESSAGES.rating })(target, key);
    Min(RATING_MIN, { message: REVIEW_MESSAGES.rating })(target, key);
    IsInt({ message: REVIEW_MESSAGES.rating })(target, key);
  };
}

/** The eight ratings, each 1-10 or null (Not Applicable). */
export class RatingsPayloadDto {
  @RatingField() technicalExpertise?: number | null;
  @RatingField() projectManagement?: number | null;
  @RatingField() communication?: number | null;
  @RatingField() timeline?: number | null;
  @RatingField() pricing?: number | null;
  @RatingField() changeOrders?: number | null;
  @RatingField() contractNegotiation?: number | null;
  @RatingField() regulatoryCompliance?: number | null;
}
