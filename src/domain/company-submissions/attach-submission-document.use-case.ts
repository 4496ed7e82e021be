import type { Account } from '../accounts/account';
import {
  DocumentTooLargeError,
  NoFileUploadedError,
  NotSubmitterError,
  SubmissionAlreadyDecidedError,
  SubmissionNotFoundError,
  UnsupportedDocumentError,
} from './company-submissions.errors';
import { CompanySubmissions } from './company-submissions.port';
import { detectDocumentType, DOCUMENT_MAX_BYTES, type DocumentType } from './submission-rules';
import { VerificationDocuments } from './verification-documents.port';
import { UnitOfWork } from '../shared/unit-of-work.port';

/**
 * The submitter attaches the optional verification document to a pending submission (docs/data-model.md:
 * PDF, JPG or PNG up to 10 MB). The type is read from the content, never from the name or the client's
 * content type; a second upload replaces the first. Runs in one transaction with the submission row
 * locked, so two uploads at once leave exactly one stored document (the later one).
 * @throws SubmissionNotFoundError, NotSubmitterError, SubmissionAlreadyDecidedError, NoFileUploadedError,
 *   DocumentTooLargeError, UnsupportedDocumentError.
 */
export class AttachSubmissionDocument {
  constructor(
    private readonly submissions: CompanySubmissions,
    private readonly documents: VerificationDocuments,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(member: Account, submissionId: string, bytes: Uint8Array | null): Promise<{ id: string; documentType: DocumentType }> {
    return this.unitOfWork.run(async () => {
      const submission = await this.submissions.findForUpdate(submissionId);
      if (!submission) throw new SubmissionNotFoundError();
      if (submission.submittedBy !== member.id) throw new NotSubmitterError();
      if (submission.status !== 'pending') throw new SubmissionAlreadyDecidedError();
      if (!bytes || bytes.length === 0) throw new NoFileUploadedError();
      if (bytes.length > DOCUMENT_MAX_BYTES) throw new DocumentTooLargeError();
      const type = detectDocumentType(bytes);
      if (!type) throw new UnsupportedDocumentError();
      const previous = submission.verificationDocument;
      const stored = await this.documents.save(submission.id, bytes, type);
      await this.submissions.setDocument(submission.id, stored);
      if (previous) await this.documents.remove(previous);
      return { id: submission.id, documentType: type };
    });
  }
}
