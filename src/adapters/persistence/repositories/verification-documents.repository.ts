import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DOCUMENT_TYPES, type DocumentType } from '../../../domain/company-submissions/submission-rules';
import { VerificationDocuments, type StoredDocument } from '../../../domain/company-submissions/verification-documents.port';
import { knexOf } from './knex-of';
import { isUuid } from './uuid';

const typeOfContentType = (contentType: string): DocumentType | null =>
  (Object.keys(DOCUMENT_TYPES) as DocumentType[]).find((type) => DOCUMENT_TYPES[type].contentType === contentType) ?? null;

/**
 * Verification documents in PostgreSQL (`verification_documents`, bytea), so every app instance can serve
 * them and they share the database's backups and transactions (DECISIONS §1, docs/decisions/0014). Never
 * under web/dist: admins download them through the API only. Database errors propagate (and are logged
 * as 500s); only an unknown id reads as "no document".
 */
@Injectable()
export class PostgresVerificationDocuments extends VerificationDocuments {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(submissionId: string, bytes: Uint8Array, type: DocumentType): Promise<string> {
    const [row]: { id: string }[] = await knexOf(this.em)('verification_documents')
      .insert({ submission_id: submissionId, content_type: DOCUMENT_TYPES[type].contentType, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })
      .returning('id');
    return row.id;
  }

  async read(storedName: string): Promise<StoredDocument | null> {
    if (!isUuid(storedName)) return null;
    const row: { content_type: string; bytes: Buffer } | undefined = await knexOf(this.em)('verification_documents')
      .where('id', storedName)
      .first('content_type', 'bytes');
    if (!row) return null;
    const type = typeOfContentType(row.content_type);
    if (!type) throw new Error(`Verification document ${storedName} has an unknown content type`);
    return { bytes: row.bytes, type };
  }

  async remove(storedName: string): Promise<void> {
    if (isUuid(storedName)) await knexOf(this.em)('verification_documents').where('id', storedName).delete();
  }
}
