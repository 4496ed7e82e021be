import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DomainError } from '../../domain/shared/domain-error';
import { ValidationFailedException, type ApiErrorBody } from './api-error';
import { httpStatusOf, type KnownDomainError } from './domain-error-status';

/** body-parser's failures, recognised by their `type`. */
interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * The one place where errors become HTTP answers (DECISIONS §2): domain errors by their code,
 * body-parser failures, Nest's HTTP exceptions, and anything else as a 500 whose detail goes to the
 * log only.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500) this.logger.error({ err: exception, path: request.originalUrl }, 'Unhandled error');
    const retryAfter = (exception as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
    if (body.statusCode === 429 && typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ApiErrorBody {
    const make = (statusCode: number, message: string, errors?: Record<string, string>): ApiErrorBody => ({
      statusCode,
      message,
      error: STATUS_CODES[statusCode] ?? 'Error',
      ...(errors ? { errors } : {}),
    });
    if (exception instanceof DomainError) {
      // A domain error about one field (a rule that needs the clock, say) answers like a validation error;
      // some carry fields a client reads (the subscribe modal's requiresVerification, DECISIONS §8).
      const field = (exception as { field?: unknown }).field;
      const details = (exception as { details?: Record<string, unknown> }).details;
      const errors = typeof field === 'string' ? { [field]: exception.message } : undefined;
      return { ...make(httpStatusOf(exception as KnownDomainError), exception.message, errors), ...details };
    }
    if (exception instanceof ValidationFailedException) {
      return make(HttpStatus.BAD_REQUEST, exception.message, exception.fieldErrors);
    }
    const parserError = exception as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') return make(HttpStatus.BAD_REQUEST, 'Malformed JSON body');
    if (parserError?.type === 'entity.too.large') return make(HttpStatus.PAYLOAD_TOO_LARGE, 'Request body is too large');
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.NOT_FOUND && exception.message.startsWith('Cannot ')) {
        return make(status, `No API endpoint ${request.method} ${request.path}`);
      }
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : Array.isArray((payload as { message?: unknown }).message)
            ? String((payload as { message: unknown[] }).message[0])
            : String((payload as { message?: unknown }).message ?? exception.message);
      return make(status, message);
    }
    return make(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
}
