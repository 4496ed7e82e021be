import { DomainError } from '../shared/domain-error';
import { SUBMISSION_ANSWERS, SUBMISSION_MESSAGES } from './submission-rules';

/** A field of a submission breaks a rule that needs the clock (founded year up to the current year). */
export class InvalidSubmissionError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.INVALID' as const;
  readonly kind = 'invalid' as const;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** No submission has that id (or, for a decision, none is pending under it). */
export class SubmissionNotFoundError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.NOT_FOUND' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(SUBMISSION_ANSWERS.notFound);
  }
}

/** Someone other than the submitter tried to attach a document. */
export class NotSubmitterError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.NOT_SUBMITTER' as const;
  readonly kind = 'forbidden' as const;
  constructor() {
    super(SUBMISSION_ANSWERS.notSubmitter);
  }
}

/** The submission was already approved or rejected. */
export class SubmissionAlreadyDecidedError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.ALREADY_DECIDED' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(SUBMISSION_ANSWERS.alreadyDecided);
  }
}

/** Approval would list a company whose normalised name is already in the directory. */
export class DuplicateCompanyError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.DUPLICATE_COMPANY' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(SUBMISSION_ANSWERS.duplicateCompany);
  }
}

/** The uploaded file is not a PDF, JPG or PNG by its content. */
export class UnsupportedDocumentError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.UNSUPPORTED_DOCUMENT' as const;
  readonly kind = 'unsupported_media' as const;
  constructor() {
    super(SUBMISSION_MESSAGES.documentType);
  }
}

/** The uploaded file is larger than 10 MB. */
export class DocumentTooLargeError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.DOCUMENT_TOO_LARGE' as const;
  readonly kind = 'too_large' as const;
  constructor() {
    super(SUBMISSION_MESSAGES.documentTooLarge);
  }
}

/** An admin asked for the document of a submission without one. */
export class DocumentMissingError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.DOCUMENT_MISSING' as const;
  readonly kind = 'not_found' as const;
  constructor() {
    super(SUBMISSION_ANSWERS.noDocument);
  }
}

/** The upload request carried no file in its `document` field. */
export class NoFileUploadedError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.NO_FILE' as const;
  readonly kind = 'invalid' as const;
  readonly field = 'document';
  constructor() {
    super(SUBMISSION_MESSAGES.documentMissing);
  }
}

/** A submission without type, location or country (a sparse discovery find) cannot be listed. */
export class IncompleteSubmissionError extends DomainError {
  readonly code = 'COMPANY_SUBMISSIONS.INCOMPLETE' as const;
  readonly kind = 'conflict' as const;
  constructor() {
    super(SUBMISSION_ANSWERS.incomplete);
  }
}
