import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedException } from './api-error';

/** The first message of each invalid field, nested fields as dotted paths ("address.city"). */
export function fieldErrorsOf(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) result[path] = messages[messages.length - 1];
    Object.assign(result, fieldErrorsOf(error.children ?? [], path));
  }
  return result;
}

/**
 * Validates every DTO with class-validator: unknown fields are refused (docs/api-contract.md#errors-and-validation) and failures
 * become `{ message, errors: { field: message } }`.
 */
export function apiValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationFailedException(fieldErrorsOf(errors)),
  });
}
