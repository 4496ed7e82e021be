import type { CompanySubmission, NewCompanySubmission } from '../../../src/domain/company-submissions/company-submission';
import { CompanySubmissions, type SubmissionOutcome } from '../../../src/domain/company-submissions/company-submissions.port';
import { VerificationDocuments, type StoredDocument } from '../../../src/domain/company-submissions/verification-documents.port';
import type { ModerationDecision, QueuePage, QueueSlice, Settlement } from '../../../src/domain/moderation/moderation';

/** Company submissions in memory; each new one is created a millisecond after the previous. */
export class InMemoryCompanySubmissions extends CompanySubmissions {
  readonly rows: CompanySubmission[] = [];

  async create(s: NewCompanySubmission): Promise<CompanySubmission> {
    const { nameKey: _key, ...rest } = s;
    const row: CompanySubmission = {
      ...rest,
      id: `s${this.rows.length + 1}`,
      verificationDocument: null,
      discoveredFacts: null,
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      reviewNotes: null,
      rejectionReason: null,
      companyId: null,
      createdAt: new Date(this.rows.length),
    };
    this.rows.push(row);
    return row;
  }

  async findById(id: string): Promise<CompanySubmission | null> {
    return this.rows.find((r) => r.id === id) ?? null;
  }

  findForUpdate(id: string): Promise<CompanySubmission | null> {
    return this.findById(id);
  }

  async listPending(page: QueuePage): Promise<QueueSlice<CompanySubmission>> {
    const pending = this.rows.filter((r) => r.status === 'pending');
    return { items: pending.slice(page.offset, page.offset + page.limit), total: pending.length };
  }

  async recordDecision(id: string, decision: ModerationDecision, outcome: SubmissionOutcome): Promise<void> {
    Object.assign(
      this.rows.find((r) => r.id === id)!,
      {
        status: decision.verdict,
        reviewedBy: decision.moderatorId,
        reviewedAt: decision.decidedAt,
        reviewNotes: decision.notes,
        rejectionReason: outcome.rejectionReason,
        companyId: outcome.companyId,
        ...(outcome.listedAs ?? {}),
      },
    );
  }

  async recordDuplicate(id: string, settlement: Settlement<'duplicate'>, companyId: string): Promise<void> {
    Object.assign(
      this.rows.find((r) => r.id === id)!,
      {
        status: settlement.verdict,
        reviewedBy: settlement.moderatorId,
        reviewedAt: settlement.decidedAt,
        reviewNotes: settlement.notes,
        companyId,
      },
    );
  }

  async setDocument(id: string, storedName: string): Promise<void> {
    this.rows.find((r) => r.id === id)!.verificationDocument = storedName;
  }
}

/** Verification documents in memory, named doc1.pdf, doc2.png, … */
export class InMemoryVerificationDocuments extends VerificationDocuments {
  readonly files = new Map<string, StoredDocument>();

  async save(_submissionId: string, bytes: Uint8Array, type: StoredDocument['type']): Promise<string> {
    const name = `doc${this.files.size + 1}.${type}`;
    this.files.set(name, { bytes, type });
    return name;
  }

  async read(name: string): Promise<StoredDocument | null> {
    return this.files.get(name) ?? null;
  }

  async remove(name: string): Promise<void> {
    this.files.delete(name);
  }
}
