import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FactChanges, FactProposal } from '../../../domain/fact-proposals/fact-proposal';
import { FactProposals } from '../../../domain/fact-proposals/fact-proposals.port';
import type { ModerationDecision, QueuePage, QueueSlice } from '../../../domain/moderation/moderation';
import { CompanyFactProposalRecord } from '../schemas/company-fact-proposal.schema';
import { tableOf, type RowOfProjection } from '../tables';
import { queueSlice } from './queue-slice';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const proposals = tableOf(CompanyFactProposalRecord);

const PROPOSAL = proposals.pick('id', 'company_id', 'proposer_id', 'changes', 'source_url', 'status', 'created_at', 'moderated_at');

const toProposal = (row: RowOfProjection<typeof PROPOSAL>): FactProposal => ({
  id: row.id,
  companyId: row.company_id,
  proposedBy: row.proposer_id,
  changes: row.changes,
  sourceUrl: row.source_url,
  status: row.status,
  createdAt: toDate(row.created_at),
  decidedAt: toDateOrNull(row.moderated_at),
});

/** Vendors' proposed company facts in `company_fact_proposals`. */
@Injectable()
export class FactProposalsRepository extends FactProposals {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(input: { companyId: string; proposedBy: string; changes: FactChanges; sourceUrl: string | null; createdAt: Date }): Promise<FactProposal> {
    const [row] = await PROPOSAL.returning(
      proposals.query(this.em).insert(
        proposals.values({
          company_id: input.companyId,
          proposer_id: input.proposedBy,
          changes: input.changes,
          source_url: input.sourceUrl,
          status: 'pending',
          created_at: input.createdAt,
        }),
      ),
    );
    return toProposal(row);
  }

  async findForUpdate(id: string): Promise<FactProposal | null> {
    if (!isUuid(id)) return null;
    const row = await PROPOSAL.first(proposals.query(this.em).where(proposals.col('id'), id).forUpdate());
    return row ? toProposal(row) : null;
  }

  async listPending(page: QueuePage): Promise<QueueSlice<FactProposal>> {
    const query = proposals
      .query(this.em)
      .where(proposals.col('status'), 'pending')
      .orderBy([{ column: proposals.col('created_at') }, { column: proposals.col('id') }]);
    return queueSlice(query, PROPOSAL, page, toProposal);
  }

  async listForCompany(companyId: string, limit: number): Promise<FactProposal[]> {
    if (!isUuid(companyId)) return [];
    const rows = await PROPOSAL.rows(
      proposals
        .query(this.em)
        .where(proposals.col('company_id'), companyId)
        .orderBy([
          { column: proposals.col('created_at'), order: 'desc' },
          { column: proposals.col('id'), order: 'desc' },
        ])
        .limit(limit),
    );
    return rows.map(toProposal);
  }

  async recordDecision(id: string, decision: ModerationDecision): Promise<void> {
    await proposals
      .query(this.em)
      .where(proposals.col('id'), id)
      .update(proposals.values({ status: decision.verdict, moderator_id: decision.moderatorId, moderated_at: decision.decidedAt, moderation_notes: decision.notes }));
  }
}
