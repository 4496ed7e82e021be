import { ArgumentsHost, Catch, HttpStatus, PayloadTooLargeException, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { SUBMISSION_MESSAGES } from '../../domain/company-submissions/submission-rules';

/**
 * Multer stops reading at 10 MB and Nest reports "File too large"; this route-level filter answers
 * the same 413 with the form's own message, in the error body of DECISIONS §2.
 */
@Catch(PayloadTooLargeException)
export class DocumentTooLargeFilter implements ExceptionFilter {
  catch(_exception: PayloadTooLargeException, host: ArgumentsHost): void {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(HttpStatus.PAYLOAD_TOO_LARGE)
      .json({ statusCode: HttpStatus.PAYLOAD_TOO_LARGE, message: SUBMISSION_MESSAGES.documentTooLarge, error: 'Payload Too Large' });
  }
}
