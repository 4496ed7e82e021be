import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ProjectBudget, ProjectType } from '../../../domain/matching/project-requirements';
import type { OrganizationType } from '../../../domain/reviews/review';
import type {
  AwardedEngagement,
  Bid,
  BidInput,
  NewRfp,
  Rfp,
  RfpCompany,
  RfpInvitation,
  RfpQuestion,
  RfpRecipient,
  RfpSender,
  RfpWithRecipients,
  VendorInboxItem,
} from '../../../domain/rfps/rfp';
import type { RfpOutcome, RfpRecipientStatus, RfpStatus } from '../../../domain/rfps/rfp-rules';
import { Rfps } from '../../../domain/rfps/rfps.port';
import { CompanyRatingAggregateRecord } from '../schemas/company-rating-aggregate.schema';
import { CompanyRecord } from '../schemas/company.schema';
import { ProjectRecord } from '../schemas/project.schema';
import { RegulatoryCoverageRecord } from '../schemas/regulatory-coverage.schema';
import { RegulatoryMatchRecord } from '../schemas/regulatory-match.schema';
import { RfpBidRecord, RfpInvitationRecord, RfpQuestionRecord, RfpRecipientRecord, RfpRecord } from '../schemas/rfp.schema';
import { UserRecord } from '../schemas/user.schema';
import { VendorAccountRecord } from '../schemas/vendor-account.schema';
import { tableOf } from '../tables';
import { knexOf } from './knex-of';
import { toDate, toDateOrNull } from './row-values';
import { isUuid } from './uuid';

const RFPS = tableOf(RfpRecord).name;
const RECIPIENTS = tableOf(RfpRecipientRecord).name;
const INVITATIONS = tableOf(RfpInvitationRecord).name;
const BIDS = tableOf(RfpBidRecord).name;
const QUESTIONS = tableOf(RfpQuestionRecord).name;
const COMPANIES = tableOf(CompanyRecord).name;
const AGGREGATES = tableOf(CompanyRatingAggregateRecord).name;
const MATCHES = tableOf(RegulatoryMatchRecord).name;
const COVERAGE = tableOf(RegulatoryCoverageRecord).name;
const VENDORS = tableOf(VendorAccountRecord).name;
const USERS = tableOf(UserRecord).name;
const PROJECTS = tableOf(ProjectRecord).name;

type Row = Record<string, unknown>;

const RFP_COLUMNS =
  'r.id, r.project_id, r.sender_id, r.title, r.scope, r.deadline, r.budget_band, r.reveal_identity, r.buyer_organization_type, r.project_type, r.status, r.awarded_company_id, r.awarded_at, r.created_at';

function rfpOf(row: Row): Rfp {
  return {
    id: row.id as string,
    projectId: row.project_id as string,
    senderId: row.sender_id as string,
    title: row.title as string,
    scope: row.scope as string,
    deadline: toDate(row.deadline as string),
    budgetBand: (row.budget_band as ProjectBudget | null) ?? null,
    revealIdentity: row.reveal_identity as boolean,
    buyerOrganizationType: (row.buyer_organization_type as OrganizationType | null) ?? null,
    projectType: row.project_type as ProjectType,
    status: row.status as RfpStatus,
    awardedCompanyId: (row.awarded_company_id as string | null) ?? null,
    awardedAt: toDateOrNull(row.awarded_at as string | null),
    createdAt: toDate(row.created_at as string),
  };
}

function recipientOf(row: Row): RfpRecipient {
  return {
    companyId: row.company_id as string,
    companyName: row.company_name as string,
    status: row.status as RfpRecipientStatus,
    outcome: (row.outcome as RfpOutcome | null) ?? null,
    declineReason: (row.decline_reason as string | null) ?? null,
    receivedAt: toDate(row.received_at as string),
  };
}

function bidOf(row: Row): Bid {
  return {
    companyId: row.company_id as string,
    lineItems: row.line_items as Bid['lineItems'],
    totalCents: Number(row.total_cents),
    timelineWeeks: row.timeline_weeks as number,
    milestones: row.milestones as Bid['milestones'],
    team: row.team as Bid['team'],
    assumptions: row.assumptions as string,
    validUntil: row.valid_until as string,
    revision: row.revision as number,
    submittedAt: toDate(row.submitted_at as string),
  };
}

/** RFPs in `rfps`, `rfp_recipients`, `rfp_invitations`, `rfp_bids` and `rfp_questions`; companies and vendors read in one query per list. */
@Injectable()
export class RfpsRepository extends Rfps {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private async rows(sql: string, bindings: readonly unknown[] = []): Promise<Row[]> {
    const { rows } = (await knexOf(this.em).raw(sql, bindings as readonly Knex.RawBinding[])) as { rows: Row[] };
    return rows;
  }

  async create(rfp: NewRfp, recipients: readonly { companyId: string; status: RfpRecipientStatus }[], at: Date): Promise<string> {
    const [row] = await this.rows(
      `insert into ${RFPS} (project_id, sender_id, title, scope, deadline, budget_band, reveal_identity, buyer_organization_type, project_type, status, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?) returning id`,
      [rfp.projectId, rfp.senderId, rfp.title, rfp.scope, rfp.deadline, rfp.budgetBand, rfp.revealIdentity, rfp.buyerOrganizationType, rfp.projectType, at],
    );
    const id = row.id as string;
    if (recipients.length > 0) {
      await knexOf(this.em)(RECIPIENTS).insert(
        recipients.map((recipient) => ({ rfp_id: id, company_id: recipient.companyId, status: recipient.status, received_at: at })),
      );
    }
    return id;
  }

  async find(rfpId: string): Promise<Rfp | null> {
    if (!isUuid(rfpId)) return null;
    const [row] = await this.rows(`select ${RFP_COLUMNS} from ${RFPS} r where r.id = ?`, [rfpId]);
    return row ? rfpOf(row) : null;
  }

  async listForProject(projectId: string): Promise<RfpWithRecipients[]> {
    const rfps = (await this.rows(`select ${RFP_COLUMNS} from ${RFPS} r where r.project_id = ? order by r.created_at desc, r.id`, [projectId])).map(rfpOf);
    if (rfps.length === 0) return [];
    const recipients = await this.rows(
      `select rr.*, c.name as company_name from ${RECIPIENTS} rr join ${COMPANIES} c on c.id = rr.company_id where rr.rfp_id = any(?::uuid[]) order by c.name`,
      [rfps.map((r) => r.id)],
    );
    return rfps.map((rfp) => ({ ...rfp, recipients: recipients.filter((row) => row.rfp_id === rfp.id).map(recipientOf) }));
  }

  async recipients(rfpId: string): Promise<RfpRecipient[]> {
    const rows = await this.rows(
      `select rr.*, c.name as company_name from ${RECIPIENTS} rr join ${COMPANIES} c on c.id = rr.company_id where rr.rfp_id = ? order by c.name, rr.company_id`,
      [rfpId],
    );
    return rows.map(recipientOf);
  }

  async bids(rfpId: string): Promise<Bid[]> {
    return (await this.rows(`select b.*, to_char(b.valid_until, 'YYYY-MM-DD') as valid_until from ${BIDS} b where b.rfp_id = ?`, [rfpId])).map(bidOf);
  }

  async questions(rfpId: string): Promise<RfpQuestion[]> {
    const rows = await this.rows(
      `select q.*, c.name as company_name from ${QUESTIONS} q join ${COMPANIES} c on c.id = q.company_id where q.rfp_id = ? order by q.asked_at, q.id`,
      [rfpId],
    );
    return rows.map((row) => ({
      id: row.id as string,
      companyId: row.company_id as string,
      companyName: row.company_name as string,
      text: row.text as string,
      askedAt: toDate(row.asked_at as string),
      answer: (row.answer as string | null) ?? null,
      answeredAt: toDateOrNull(row.answered_at as string | null),
      shareWithAll: row.share_with_all as boolean,
    }));
  }

  async invitations(rfpId: string): Promise<RfpInvitation[]> {
    const rows = await this.rows(`select company_id, email, sent_at from ${INVITATIONS} where rfp_id = ? order by sent_at, id`, [rfpId]);
    return rows.map((row) => ({ companyId: row.company_id as string, email: row.email as string, sentAt: toDate(row.sent_at as string) }));
  }

  async countOpenBySender(senderId: string): Promise<number> {
    const [row] = await this.rows(`select count(*)::int as n from ${RFPS} where sender_id = ? and status = 'open'`, [senderId]);
    return row.n as number;
  }

  async countSentSince(senderId: string, since: Date): Promise<number> {
    const [row] = await this.rows(`select count(*)::int as n from ${RFPS} where sender_id = ? and created_at >= ?`, [senderId, since]);
    return row.n as number;
  }

  async companies(companyIds: readonly string[]): Promise<RfpCompany[]> {
    const ids = companyIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.rows(
      `select c.id, c.name, c.website, c.unlisted_at is null as listed, a.rank_overall,
         (select count(*)::int from ${MATCHES} m where m.company_id = c.id and m.status = 'confirmed') as fda_warning_letters
       from ${COMPANIES} c left join ${AGGREGATES} a on a.company_id = c.id
       where c.id = any(?::uuid[])`,
      [ids],
    );
    return rows.map((row) => ({
      id: row.id as string,
      name: row.name as string,
      website: (row.website as string | null) ?? null,
      listed: row.listed as boolean,
      rankScore: (row.rank_overall as number | null) ?? null,
      fdaWarningLetters: row.fda_warning_letters as number,
    }));
  }

  async regulatoryCoverage(): Promise<{ from: string; to: string } | null> {
    const [row] = await this.rows(
      `select to_char(min(covered_from), 'YYYY-MM-DD') as covered_from, to_char(max(covered_to), 'YYYY-MM-DD') as covered_to from ${COVERAGE}`,
    );
    return row?.covered_from ? { from: row.covered_from as string, to: row.covered_to as string } : null;
  }

  async representedAmong(userId: string, companyIds: readonly string[]): Promise<string[]> {
    const ids = companyIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.rows(
      `select distinct company_id from ${VENDORS} where user_id = ? and company_id = any(?::uuid[]) and status = 'approved' and is_verified order by company_id`,
      [userId, ids],
    );
    return rows.map((row) => row.company_id as string);
  }

  async sender(userId: string): Promise<RfpSender | null> {
    const [row] = await this.rows(
      `select u.id, u.email, trim(concat_ws(' ', u.first_name, u.last_name)) as name, u.company, u.subscription_tier, u.user_type
       from ${USERS} u where u.id = ?`,
      [userId],
    );
    if (!row) return null;
    return {
      id: row.id as string,
      email: row.email as string,
      name: (row.name as string) || null,
      company: (row.company as string | null) || null,
      subscriptionTier: row.subscription_tier as string,
      isAdmin: row.user_type === 'admin',
    };
  }

  async markViewed(rfpId: string, companyId: string): Promise<boolean> {
    const moved = await this.rows(`update ${RECIPIENTS} set status = 'viewed' where rfp_id = ? and company_id = ? and status = 'delivered' returning rfp_id`, [
      rfpId,
      companyId,
    ]);
    return moved.length === 1;
  }

  async setRecipientStatus(rfpId: string, companyId: string, status: RfpRecipientStatus, declineReason: string | null = null): Promise<void> {
    await this.rows(`update ${RECIPIENTS} set status = ?, decline_reason = ? where rfp_id = ? and company_id = ?`, [status, declineReason, rfpId, companyId]);
  }

  async putBid(rfpId: string, companyId: string, bid: BidInput, at: Date): Promise<Bid> {
    const [row] = await this.rows(
      `insert into ${BIDS} as b (rfp_id, company_id, line_items, total_cents, timeline_weeks, milestones, team, assumptions, valid_until, revision, submitted_at)
       values (?, ?, ?::jsonb, ?, ?, ?::jsonb, ?::jsonb, ?, ?, 1, ?)
       on conflict (rfp_id, company_id) do update set line_items = excluded.line_items, total_cents = excluded.total_cents, timeline_weeks = excluded.timeline_weeks,
         milestones = excluded.milestones, team = excluded.team, assumptions = excluded.assumptions, valid_until = excluded.valid_until,
         revision = b.revision + 1, submitted_at = excluded.submitted_at
       returning b.*, to_char(b.valid_until, 'YYYY-MM-DD') as valid_until`,
      [
        rfpId,
        companyId,
        JSON.stringify(bid.lineItems),
        bid.totalCents,
        bid.timelineWeeks,
        JSON.stringify(bid.milestones),
        JSON.stringify(bid.team),
        bid.assumptions,
        bid.validUntil,
        at,
      ],
    );
    return bidOf(row);
  }

  async addInvitation(invitation: { rfpId: string; companyId: string; email: string; tokenHash: string; expiresAt: Date }, at: Date): Promise<void> {
    await this.rows(`insert into ${INVITATIONS} (rfp_id, company_id, email, token_hash, expires_at, sent_at) values (?, ?, ?, ?, ?, ?)`, [
      invitation.rfpId,
      invitation.companyId,
      invitation.email,
      invitation.tokenHash,
      invitation.expiresAt,
      at,
    ]);
  }

  async countInvitations(rfpId: string, companyId: string): Promise<number> {
    const [row] = await this.rows(`select count(*)::int as n from ${INVITATIONS} where rfp_id = ? and company_id = ?`, [rfpId, companyId]);
    return row.n as number;
  }

  async invitationByTokenHash(tokenHash: string, now: Date): Promise<{ rfp: Rfp; companyId: string } | null> {
    const [row] = await this.rows(
      `select ${RFP_COLUMNS}, i.company_id as invited_company_id from ${INVITATIONS} i join ${RFPS} r on r.id = i.rfp_id where i.token_hash = ? and i.expires_at > ?`,
      [tokenHash, now],
    );
    return row ? { rfp: rfpOf(row), companyId: row.invited_company_id as string } : null;
  }

  async deliverAwaitingClaims(companyId: string, at: Date): Promise<string[]> {
    const rows = await this.rows(`update ${RECIPIENTS} set status = 'delivered', received_at = ? where company_id = ? and status = 'awaiting_claim' returning rfp_id`, [
      at,
      companyId,
    ]);
    return rows.map((row) => row.rfp_id as string);
  }

  async addQuestion(rfpId: string, companyId: string, text: string, at: Date): Promise<string> {
    const [row] = await this.rows(`insert into ${QUESTIONS} (rfp_id, company_id, text, asked_at) values (?, ?, ?, ?) returning id`, [rfpId, companyId, text, at]);
    return row.id as string;
  }

  async answerQuestion(rfpId: string, questionId: string, answer: { text: string; shareWithAll: boolean }, at: Date): Promise<boolean> {
    if (!isUuid(questionId)) return false;
    const rows = await this.rows(`update ${QUESTIONS} set answer = ?, answered_at = ?, share_with_all = ? where id = ? and rfp_id = ? returning id`, [
      answer.text,
      at,
      answer.shareWithAll,
      questionId,
      rfpId,
    ]);
    return rows.length > 0;
  }

  async award(rfpId: string, companyId: string, at: Date): Promise<void> {
    await this.rows(`update ${RFPS} set status = 'awarded', awarded_company_id = ?, awarded_at = ? where id = ?`, [companyId, at, rfpId]);
    await this.rows(`update ${RECIPIENTS} set outcome = case when company_id = ? then 'awarded' else 'not_selected' end where rfp_id = ?`, [companyId, rfpId]);
  }

  async close(rfpId: string, at: Date): Promise<void> {
    await this.rows(`update ${RFPS} set status = 'closed', closed_at = ? where id = ?`, [at, rfpId]);
  }

  async vendorInbox(userId: string): Promise<VendorInboxItem[]> {
    const rows = await this.rows(
      `select ${RFP_COLUMNS}, rr.company_id as recipient_company_id, c.name as company_name, rr.status as recipient_status, rr.outcome, rr.received_at
       from ${VENDORS} va
       join ${RECIPIENTS} rr on rr.company_id = va.company_id and rr.status <> 'awaiting_claim'
       join ${RFPS} r on r.id = rr.rfp_id
       join ${COMPANIES} c on c.id = rr.company_id
       where va.user_id = ? and va.status = 'approved' and va.is_verified
       order by r.created_at desc, r.id, c.name`,
      [userId],
    );
    return rows.map((row) => ({
      rfp: rfpOf(row),
      companyId: row.recipient_company_id as string,
      companyName: row.company_name as string,
      recipientStatus: row.recipient_status as RfpRecipientStatus,
      outcome: (row.outcome as RfpOutcome | null) ?? null,
      receivedAt: toDate(row.received_at as string),
    }));
  }

  async awaitingReviewInvitation(): Promise<AwardedEngagement[]> {
    const rows = await this.rows(
      `select r.id, r.sender_id, u.email, trim(concat_ws(' ', u.first_name, u.last_name)) as sender_name, r.awarded_company_id, c.name as company_name, r.awarded_at,
         p.brief->>'endDate' as end_date
       from ${RFPS} r join ${USERS} u on u.id = r.sender_id join ${COMPANIES} c on c.id = r.awarded_company_id join ${PROJECTS} p on p.id = r.project_id
       where r.status = 'awarded' and r.review_invited_at is null
       order by r.awarded_at`,
    );
    return rows.map((row) => ({
      rfpId: row.id as string,
      senderId: row.sender_id as string,
      senderEmail: row.email as string,
      senderName: (row.sender_name as string) || null,
      companyId: row.awarded_company_id as string,
      companyName: row.company_name as string,
      awardedAt: toDate(row.awarded_at as string),
      endDate: (row.end_date as string | null) ?? null,
    }));
  }

  async claimReviewInvitation(rfpId: string, at: Date): Promise<boolean> {
    const claimed = await this.rows(`update ${RFPS} set review_invited_at = ? where id = ? and review_invited_at is null returning id`, [at, rfpId]);
    return claimed.length === 1;
  }
}
