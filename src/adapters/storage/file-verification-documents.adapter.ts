import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DOCUMENT_TYPES, type DocumentType } from '../../domain/company-submissions/submission-rules';
import { VerificationDocuments, type StoredDocument } from '../../domain/company-submissions/verification-documents.port';

/** Stored names: 32 random hex characters and the detected type's extension, nothing from the uploader. */
const STORED_NAME = /^([0-9a-f]{32})\.(pdf|jpg|png)$/;

/**
 * Verification documents as files in DATA_DIR/uploads (mode 0600): outside web/dist, so the static
 * server can never hand one out; admins download them through the API only.
 */
@Injectable()
export class FileVerificationDocuments extends VerificationDocuments {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.dir = join(config.dataDir, 'uploads');
  }

  async save(bytes: Uint8Array, type: DocumentType): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = `${randomBytes(16).toString('hex')}.${DOCUMENT_TYPES[type].extension}`;
    await writeFile(join(this.dir, name), bytes, { mode: 0o600, flag: 'wx' });
    return name;
  }

  async read(storedName: string): Promise<StoredDocument | null> {
    const match = STORED_NAME.exec(storedName);
    if (!match) return null;
    try {
      const bytes = await readFile(join(this.dir, storedName));
      return { bytes, type: match[2] as DocumentType };
    } catch {
      return null;
    }
  }

  async remove(storedName: string): Promise<void> {
    if (STORED_NAME.test(storedName)) await rm(join(this.dir, storedName), { force: true });
  }
}
