import { decisionEntry } from '../audit/audit-entry';
import { AuditLog } from '../audit/audit-log.port';
import { settle, type ModerationRequest } from '../moderation/moderation';
import { Clock } from '../shared/clock.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { DECIDED_MATCH_STATUS, type DecidedMatchStatus } from './regulatory-match';
import { RegulatoryMatches } from './regulatory-matches.port';
import { RegulatoryMatchNotFoundError } from './regulatory.errors';

/**
 * An admin confirms or rejects a candidate match (POST /api/admin/moderate-regulatory-match): once, under the
 * match's row lock, with moderator, time and notes, like every moderation queue. A confirmed letter joins the
 * company's regulatory record and its count of confirmed letters, in the same transaction; the decision goes to
 * the audit log.
 * @throws RegulatoryMatchNotFoundError; AlreadyDecidedError (409 "Already decided").
 */
export class ModerateRegulatoryMatch {
  constructor(
    private readonly matches: RegulatoryMatches,
    private readonly audit: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(moderatorId: string, request: ModerationRequest): Promise<{ id: string; status: DecidedMatchStatus }> {
    return this.unitOfWork.run(async () => {
      const match = await this.matches.findForUpdate(request.id);
      if (!match) throw new RegulatoryMatchNotFoundError();
      const status = request.approved ? DECIDED_MATCH_STATUS.approved : DECIDED_MATCH_STATUS.rejected;
      const decision = settle(match.status === 'pending', moderatorId, status, request.notes, this.clock.now());
      await this.matches.recordDecision(match.id, decision);
      await this.audit.record(
        decisionEntry(
          'regulatory_match',
          { id: match.id, label: `${match.company.name}: ${match.letter.recipient}` },
          { ...decision, verdict: request.approved ? 'approved' : 'rejected' },
          { companyId: match.company.id, letterUrl: match.letter.url },
        ),
      );
      return { id: match.id, status };
    });
  }
}
