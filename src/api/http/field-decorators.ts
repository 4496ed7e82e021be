import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../domain/accounts/account-rules';

/*
 * Field decorators shared by request DTOs. class-validator registers stacked decorators bottom-up and,
 * with stopAtFirstError, reports the first failure, so the checks that must speak first come last here.
 */

/** Trims text; anything else passes unchanged, for the field's type check to refuse. */
export const trimText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An empty query value means "no filter" (the web omits them, but shared links may carry them); other text stays as sent. */
export const emptyQueryValueAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Trims text; blank text reads as absent. */
export const blankAsAbsent = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * A required email address, trimmed, refused with `message` when it is not text, not shaped like an address or
 * longer than EMAIL_MAX_LENGTH characters. One rule for every endpoint that takes an address (class-validator's
 * IsEmail throws on text with a lone UTF-16 surrogate instead of refusing it).
 */
export function EmailField(message: string): PropertyDecorator {
  return (target, key) => {
    Transform(trimText)(target, key);
    IsString({ message })(target, key);
    Matches(EMAIL_PATTERN, { message })(target, key);
    MaxLength(EMAIL_MAX_LENGTH, { message })(target, key);
  };
}

/** A required value of an enumeration, refused with `message` when absent or unknown (docs/api-contract.md#contract-details). */
export function Choice(values: readonly string[], message: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ enum: values })(target, key);
    IsIn(values as string[], { message })(target, key);
  };
}

/** An optional value of an enumeration: absent (or null) takes `defaultValue`, an unknown value is refused. */
export function OptionalChoice(values: readonly string[], message: string, defaultValue?: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: values, ...(defaultValue ? { default: defaultValue } : {}) })(target, key);
    IsIn(values as string[], { message })(target, key);
    IsOptional()(target, key);
  };
}
