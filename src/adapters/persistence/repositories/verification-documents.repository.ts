import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DOCUMENT_TYPES, type DocumentType } from '../../../domain/company-submissions/submission-rules';
import { VerificationDocuments, type StoredDocument } from '../../../domain/company-submissions/verification-documents.port';
import { VerificationDocumentRecord } from '../schemas/verification-document.schema';
import { tableOf } from '../tables';
import { isUuid } from './uuid';

const documents = tableOf(VerificationDocumentRecord);

const typeOfContentType = (contentType: string): DocumentType | null =>
  (Object.keys(DOCUMENT_TYPES) as DocumentType[]).find((type) => DOCUMENT_TYPES[type].contentType === contentType) ?? null;

/**
 * Verification documents in PostgreSQL (`verification_documents`, bytea), so every app instance can serve
 * them and they share the database's backups and transactions (docs/operations.md#running-and-configuration, docs/decisions/0014). Never
 * under web/dist: admins download them through the API only. Database errors propagate (and are logged
 * as 500s); only an unknown id reads as "no document".
 */
@Injectable()
export class PostgresVerificationDocuments extends VerificationDocuments {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(submissionId: string, bytes: Uint8Array, type: DocumentType): Promise<string> {
    const insert = documents.query(this.em).insert(
      documents.values({
        submission_id: submissionId,
        content_type: DOCUMENT_TYPES[type].contentType,
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      }),
    );
    const [row] = await documents.pick('id').returning(insert);
    return row.id;
  }

  async read(storedName: string): Promise<StoredDocument | null> {
    if (!isUuid(storedName)) return null;
    const row = await documents.pick('content_type', 'bytes').first(documents.query(this.em).where(documents.col('id'), storedName));
    if (!row) return null;
    const type = typeOfContentType(row.content_type);
    if (!type) throw new Error(`Verification document ${storedName} has an unknown content type`);
    return { bytes: row.bytes, type };
  }

  async remove(storedName: string): Promise<void> {
    if (isUuid(storedName)) await documents.query(this.em).where(documents.col('id'), storedName).delete();
  }
}
