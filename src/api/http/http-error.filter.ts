import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { ErrorRequestHandler, Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DomainError } from '../../domain/shared/domain-error';
import { ValidationFailedException, type ApiErrorBody } from './api-error';
import { httpStatusOf } from './domain-error-status';
import { TOO_DEEP_MESSAGE, TOO_DEEP_TYPE } from './json-body';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
import { redactUrl } from './request-log';

/** body-parser's failures (http-errors with a `type`, https://github.com/expressjs/body-parser#errors). */
interface BodyParserError {
  type: string;
  status: number;
}

/** The answers for the body-parser failures a client can cause (docs/api-contract.md#errors-and-validation, docs/security.md#trust-and-safety-rules); others keep their status. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body is too large',
  [TOO_DEEP_TYPE]: TOO_DEEP_MESSAGE,
};

function isBodyParserError(exception: unknown): exception is BodyParserError {
  const candidate = exception as Partial<BodyParserError> | null;
  return typeof candidate?.type === 'string' && typeof candidate.status === 'number';
}

const errorBody = (statusCode: number, message: string, errors?: Record<string, string>): ApiErrorBody => ({
  statusCode,
  message,
  error: STATUS_CODES[statusCode] ?? 'Error',
  ...(errors ? { errors } : {}),
});

/**
 * The one place where errors become HTTP answers (docs/api-contract.md#errors-and-validation): domain errors by their kind, body-parser
 * failures (malformed JSON → 400, over the size limit → 413), Nest's HTTP exceptions (unknown routes,
 * multer), and anything else as a 500 whose detail goes to the log only. Nest calls `catch` for errors
 * raised in routes, guards and pipes; {@link HttpErrorFilter.expressHandler} hands it the errors express
 * meets before Nest's router (the body parsers).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.respond(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }

  /** An express error handler answering with this filter, for errors raised before Nest's router. */
  expressHandler(): ErrorRequestHandler {
    return (error, request, response, _next) => this.respond(error, request, response);
  }

  private respond(exception: unknown, request: Request, response: Response): void {
    const body = this.toBody(exception, request);
    const path = redactUrl(request.originalUrl);
    // A 503 is a dependency briefly away (the database restarting, the health check saying so), not a bug.
    if (body.statusCode === 503) this.logger.warn({ err: exception, path }, isDatabaseUnavailable(exception) ? 'Database unavailable' : 'Service unavailable');
    else if (body.statusCode >= 500) this.logger.error({ err: exception, path }, 'Unhandled error');
    else if (isBodyParserError(exception)) this.logger.warn({ path, status: body.statusCode }, body.message);
    // An error after the answer went out (a session saved as it ends) has nothing left to answer: the log has it.
    if (response.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
    if (body.statusCode === 429 && typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    if (body.statusCode === 503 && isDatabaseUnavailable(exception)) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ApiErrorBody {
    if (exception instanceof DomainError) {
      // A domain error about one field (a rule that needs the clock, say) answers like a validation error;
      // some carry fields a client reads (the subscribe modal's requiresVerification, docs/billing-and-plans.md).
      const field = (exception as { field?: unknown }).field;
      const details = (exception as { details?: Record<string, unknown> }).details;
      const errors = typeof field === 'string' ? { [field]: exception.message } : undefined;
      return { ...errorBody(httpStatusOf(exception), exception.message, errors), ...details };
    }
    if (exception instanceof ValidationFailedException) {
      return errorBody(HttpStatus.BAD_REQUEST, exception.message, exception.fieldErrors);
    }
    if (isBodyParserError(exception)) {
      return errorBody(exception.status, BODY_PARSER_MESSAGES[exception.type] ?? STATUS_CODES[exception.status] ?? 'Bad request');
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.NOT_FOUND && exception.message.startsWith('Cannot ')) {
        return errorBody(status, `No API endpoint ${request.method} ${request.path}`);
      }
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : Array.isArray((payload as { message?: unknown }).message)
            ? String((payload as { message: unknown[] }).message[0])
            : String((payload as { message?: unknown }).message ?? exception.message);
      return errorBody(status, message);
    }
    if (isDatabaseUnavailable(exception)) return errorBody(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
}
