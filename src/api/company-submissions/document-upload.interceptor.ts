import { Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { DocumentTooLargeError } from '../../domain/company-submissions/company-submissions.errors';
import { DOCUMENT_MAX_BYTES } from '../../domain/company-submissions/submission-rules';

/**
 * Reads the one multipart field `document` (at most DOCUMENT_MAX_BYTES, 10 MB). Multer stops reading at
 * the limit and Nest reports a generic "File too large"; this answers with the domain's
 * DocumentTooLargeError instead, so the one error filter gives the form's own 413 message.
 */
@Injectable()
export class DocumentUploadInterceptor extends FileInterceptor('document', { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } }) {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      throw error instanceof PayloadTooLargeException ? new DocumentTooLargeError() : error;
    }
  }
}
