import { DocumentMissingError, SubmissionNotFoundError } from './company-submissions.errors';
import { CompanySubmissions } from './company-submissions.port';
import { VerificationDocuments, type StoredDocument } from './verification-documents.port';

/**
 * The verification document of a submission, for an admin to download.
 * @throws SubmissionNotFoundError, DocumentMissingError when none was attached.
 */
export class GetSubmissionDocument {
  constructor(
    private readonly submissions: CompanySubmissions,
    private readonly documents: VerificationDocuments,
  ) {}

  async execute(submissionId: string): Promise<StoredDocument> {
    const submission = await this.submissions.findById(submissionId);
    if (!submission) throw new SubmissionNotFoundError();
    const document = submission.verificationDocument ? await this.documents.read(submission.verificationDocument) : null;
    if (!document) throw new DocumentMissingError();
    return document;
  }
}
