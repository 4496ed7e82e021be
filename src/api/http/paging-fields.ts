import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Query strings carry text: whole numbers become numbers, anything else is left for the checks to refuse. */
export const toInteger = ({ value }: { value: unknown }) => (value === '' ? undefined : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value);

/** An optional `limit` query parameter: an integer from 1 to `max` (docs/api-contract.md#paging); `defaultValue` is documented. */
export function LimitField(max: number, defaultValue?: number): PropertyDecorator {
  const message = `limit must be an integer from 1 to ${max}`;
  return (target, key) => {
    ApiPropertyOptional({ minimum: 1, maximum: max, ...(defaultValue === undefined ? { description: 'Absent: all' } : { default: defaultValue }) })(target, key);
    IsOptional()(target, key);
    Transform(toInteger)(target, key);
    IsInt({ message })(target, key);
    Min(1, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

/**
 * The largest `offset` any list accepts (docs/security.md#trust-and-safety-rules). Deeper pages cost the database a scan of every
 * skipped row and no screen asks for them; larger numbers (up to 2^53) also overflowed the query.
 */
export const MAX_OFFSET = 100_000;

/** An optional `offset` query parameter: an integer from 0 to {@link MAX_OFFSET}. */
export function OffsetField(): PropertyDecorator {
  const message = 'offset must be an integer of 0 or more';
  return (target, key) => {
    ApiPropertyOptional({ minimum: 0, maximum: MAX_OFFSET, default: 0 })(target, key);
    IsOptional()(target, key);
    Transform(toInteger)(target, key);
    IsInt({ message })(target, key);
    Min(0, { message })(target, key);
    Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET}` })(target, key);
  };
}
