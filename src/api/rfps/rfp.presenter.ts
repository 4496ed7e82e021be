import { toUsd } from '../../domain/rfps/bid-rules';
import type { Bid, RfpQuestion, RfpWithRecipients, VendorInboxItem } from '../../domain/rfps/rfp';
import type { RfpDetail, VendorRfpView } from '../../domain/rfps/rfp-views';
import type { BidDto, RfpDetailDto, RfpQuestionDto, RfpSummaryDto, VendorRfpDto, VendorRfpSummaryDto } from './rfp.dto';

/** A bid with its figures back in USD. */
export function presentBid(bid: Bid): BidDto {
  return {
    lineItems: bid.lineItems.map((item) => ({ category: item.category, description: item.description, amountUsd: toUsd(item.amountCents) })),
    totalUsd: toUsd(bid.totalCents),
    timelineWeeks: bid.timelineWeeks,
    milestones: bid.milestones,
    team: bid.team,
    assumptions: bid.assumptions,
    validUntil: bid.validUntil,
    revision: bid.revision,
    submittedAt: bid.submittedAt.toISOString(),
  };
}

function presentQuestion(question: RfpQuestion, view: { buyer: true } | { mine: boolean }): RfpQuestionDto {
  return {
    id: question.id,
    text: question.text,
    askedAt: question.askedAt.toISOString(),
    ...('buyer' in view ? { companyName: question.companyName } : { mine: view.mine }),
    answer: question.answer,
    answeredAt: question.answeredAt?.toISOString() ?? null,
    shareWithAll: question.shareWithAll,
  };
}

/** An RFP in its project's list. */
export function presentRfpSummary(rfp: RfpWithRecipients): RfpSummaryDto {
  return {
    id: rfp.id,
    projectId: rfp.projectId,
    title: rfp.title,
    status: rfp.status,
    deadline: rfp.deadline.toISOString(),
    createdAt: rfp.createdAt.toISOString(),
    recipients: rfp.recipients.map((r) => ({ companyId: r.companyId, companyName: r.companyName, status: r.status, outcome: r.outcome })),
  };
}

/** An RFP in full, as a member of its project sees it. */
export function presentRfpDetail(detail: RfpDetail): RfpDetailDto {
  const { rfp } = detail;
  return {
    id: rfp.id,
    projectId: rfp.projectId,
    title: rfp.title,
    status: rfp.status,
    deadline: rfp.deadline.toISOString(),
    createdAt: rfp.createdAt.toISOString(),
    scope: rfp.scope,
    budgetBand: rfp.budgetBand,
    revealIdentity: rfp.revealIdentity,
    buyerOrganizationType: rfp.buyerOrganizationType,
    projectType: rfp.projectType,
    categories: [...detail.categories],
    awardedCompanyId: rfp.awardedCompanyId,
    canEdit: detail.canEdit,
    recipients: detail.recipients.map((r) => ({
      companyId: r.companyId,
      companyName: r.companyName,
      status: r.status,
      outcome: r.outcome,
      declineReason: r.declineReason,
      invitations: r.invitations.map((i) => ({ email: i.email, sentAt: i.sentAt.toISOString() })),
      bid: r.bid ? presentBid(r.bid) : null,
      rankScore: r.company?.rankScore ?? null,
      fdaWarningLetters: r.company ? r.company.fdaWarningLetters : null,
      regulatoryCoverage: detail.regulatoryCoverage,
    })),
    questions: detail.questions.map((q) => presentQuestion(q, { buyer: true })),
  };
}

/** A row of the vendor inbox. */
export function presentInboxItem(item: VendorInboxItem): VendorRfpSummaryDto {
  return {
    id: item.rfp.id,
    title: item.rfp.title,
    company: { id: item.companyId, name: item.companyName },
    deadline: item.rfp.deadline.toISOString(),
    status: item.rfp.status,
    recipientStatus: item.recipientStatus,
    outcome: item.outcome,
    receivedAt: item.receivedAt.toISOString(),
  };
}

/** An RFP as a vendor of one recipient sees it. */
export function presentVendorRfp(view: VendorRfpView): VendorRfpDto {
  return {
    id: view.rfp.id,
    title: view.rfp.title,
    scope: view.rfp.scope,
    deadline: view.rfp.deadline.toISOString(),
    budgetBand: view.rfp.budgetBand,
    status: view.rfp.status,
    projectType: view.rfp.projectType,
    categories: [...view.categories],
    buyer: view.buyer,
    company: view.company,
    recipientStatus: view.recipientStatus,
    outcome: view.outcome,
    declineReason: view.declineReason,
    bid: view.bid ? presentBid(view.bid) : null,
    questions: view.questions.map((q) => presentQuestion(q, { mine: q.mine })),
  };
}

/** A question as its asking vendor sees it. */
export const presentAskedQuestion = (question: RfpQuestion): RfpQuestionDto => presentQuestion(question, { mine: true });
/** A question as the buyer sees it. */
export const presentBuyerQuestion = (question: RfpQuestion): RfpQuestionDto => presentQuestion(question, { buyer: true });
