import type { DocumentType } from './submission-rules';

/** A stored verification document read back for an admin. */
export interface StoredDocument {
  bytes: Uint8Array;
  type: DocumentType;
}

/**
 * Where verification documents live: shared by every app instance (docs/operations.md#running-and-configuration), outside the web root,
 * under ids the store chooses (never the uploader's file name). Writes join the caller's UnitOfWork.
 */
export abstract class VerificationDocuments {
  /** Stores the bytes for the submission and returns the stored name (an id). */
  abstract save(submissionId: string, bytes: Uint8Array, type: DocumentType): Promise<string>;
  /** The document, or null when the stored name is unknown; storage failures are thrown, not hidden. */
  abstract read(storedName: string): Promise<StoredDocument | null>;
  abstract remove(storedName: string): Promise<void>;
}
