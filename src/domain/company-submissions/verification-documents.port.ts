import type { DocumentType } from './submission-rules';

/** A stored verification document read back for an admin. */
export interface StoredDocument {
  bytes: Uint8Array;
  type: DocumentType;
}

/**
 * Where verification documents live: outside the web root, under names the store chooses at random
 * (never the uploader's file name).
 */
export abstract class VerificationDocuments {
  /** Stores the bytes and returns the stored name. */
  abstract save(bytes: Uint8Array, type: DocumentType): Promise<string>;
  /** The document, or null when the stored name is unknown or unsafe. */
  abstract read(storedName: string): Promise<StoredDocument | null>;
  abstract remove(storedName: string): Promise<void>;
}
