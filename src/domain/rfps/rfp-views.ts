import type { ProjectRole } from '../projects/project-rules';
import { mayTake } from '../projects/project-rules';
import { bidCategoriesOf } from './bid-categories';
import type { Bid, Rfp, RfpCompany, RfpInvitation, RfpQuestion, RfpRecipient, RfpSender } from './rfp';
import type { RfpOutcome, RfpRecipientStatus } from './rfp-rules';
import { Rfps } from './rfps.port';

/** One recipient as the buyer sees it: status, bid, invitations and directory record (rank score 0-10 as stored). */
export interface BuyerRecipient extends RfpRecipient {
  invitations: RfpInvitation[];
  bid: Bid | null;
  company: RfpCompany | null;
}

/** An RFP as a member of its project sees it. */
export interface RfpDetail {
  rfp: Rfp;
  categories: readonly string[];
  canEdit: boolean;
  recipients: BuyerRecipient[];
  questions: RfpQuestion[];
  regulatoryCoverage: { from: string; to: string } | null;
}

/** An RFP as a vendor of one recipient company sees it: nothing about the other recipients. */
export interface VendorRfpView {
  rfp: Rfp;
  categories: readonly string[];
  buyer: string;
  company: { id: string; name: string };
  recipientStatus: RfpRecipientStatus;
  outcome: RfpOutcome | null;
  declineReason: string | null;
  bid: Bid | null;
  /** The company's own questions (mine) and the answers shared with all. */
  questions: (RfpQuestion & { mine: boolean })[];
}

/** Loads everything the buyer's view shows, one query per kind (no query per recipient). */
export async function loadRfpDetail(rfps: Rfps, rfp: Rfp, role: ProjectRole): Promise<RfpDetail> {
  const [recipients, bids, questions, invitations, coverage] = await Promise.all([
    rfps.recipients(rfp.id),
    rfps.bids(rfp.id),
    rfps.questions(rfp.id),
    rfps.invitations(rfp.id),
    rfps.regulatoryCoverage(),
  ]);
  const companies = await rfps.companies(recipients.map((r) => r.companyId));
  return {
    rfp,
    categories: bidCategoriesOf(rfp.projectType),
    canEdit: mayTake(role, 'edit'),
    recipients: recipients.map((recipient) => ({
      ...recipient,
      invitations: invitations.filter((i) => i.companyId === recipient.companyId),
      bid: bids.find((b) => b.companyId === recipient.companyId) ?? null,
      company: companies.find((c) => c.id === recipient.companyId) ?? null,
    })),
    questions,
    regulatoryCoverage: coverage,
  };
}

const ORGANIZATION_WORDS: Record<string, string> = {
  'Large pharma': 'large pharma company',
  'Mid-size pharma': 'mid-size pharma company',
  Biotech: 'biotech company',
  'Academic / Non-profit': 'academic or non-profit organization',
};

/**
 * The buyer line vendors and mails see: "Jane Doe, Acme Bio" when the RFP reveals its sender, else "A verified member
 * at a {organization type}" (the type of their latest review; a life sciences organization without one).
 */
export function buyerLine(rfp: Pick<Rfp, 'revealIdentity'>, sender: RfpSender | null): string {
  if (rfp.revealIdentity && sender) {
    const name = sender.name ?? sender.email;
    return sender.company ? `${name}, ${sender.company}` : name;
  }
  const words = (sender?.organizationType && ORGANIZATION_WORDS[sender.organizationType]) || 'life sciences organization';
  return `A verified member at ${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** Loads a vendor's view of the RFP for `companyId`. */
export async function loadVendorRfp(rfps: Rfps, rfp: Rfp, companyId: string): Promise<VendorRfpView> {
  const [recipients, bids, questions, sender] = await Promise.all([rfps.recipients(rfp.id), rfps.bids(rfp.id), rfps.questions(rfp.id), rfps.sender(rfp.senderId)]);
  const recipient = recipients.find((r) => r.companyId === companyId)!;
  return {
    rfp,
    categories: bidCategoriesOf(rfp.projectType),
    buyer: buyerLine(rfp, sender),
    company: { id: companyId, name: recipient.companyName },
    recipientStatus: recipient.status,
    outcome: recipient.outcome,
    declineReason: recipient.declineReason,
    bid: bids.find((b) => b.companyId === companyId) ?? null,
    questions: questions.filter((q) => q.companyId === companyId || (q.shareWithAll && q.answer !== null)).map((q) => ({ ...q, mine: q.companyId === companyId })),
  };
}
