import { bidCategoriesOf } from './bid-categories';
import type { BidInput } from './rfp';
import { RFP_MESSAGES } from './rfp-rules';
import type { ProjectType } from '../matching/project-requirements';
import { InvalidRfpInputError } from './rfps.errors';

/** USD with at most two decimals → whole cents (rounded, so 0.1 + 0.2 compares as 30 cents). */
export const toCents = (usd: number): number => Math.round(usd * 100);
/** Cents → USD. */
export const toUsd = (cents: number): number => cents / 100;

/** A bid as the API receives it, figures in USD. */
export interface BidRequest {
  lineItems: { category: string; description: string; amountUsd: number }[];
  totalUsd: number;
  timelineWeeks: number;
  milestones: { name: string; week: number }[];
  team: { role: string; fte: number }[];
  assumptions: string;
  validUntil: string;
}

/**
 * The rules of a bid the request's shape cannot check (docs/rfps.md#bids): each category from the RFP's list, the
 * total equal to the sum of the line items in cents, milestones within the timeline, valid until today or later.
 * @returns the bid in cents.
 * @throws InvalidRfpInputError with the rule's message.
 */
export function checkedBid(request: BidRequest, projectType: ProjectType, today: string): BidInput {
  const categories = bidCategoriesOf(projectType);
  if (request.lineItems.some((item) => !categories.includes(item.category))) throw new InvalidRfpInputError(RFP_MESSAGES.category);
  if (request.lineItems.some((item) => item.amountUsd < 0) || request.totalUsd < 0) throw new InvalidRfpInputError(RFP_MESSAGES.negativeAmount);
  const lineItems = request.lineItems.map((item) => ({ category: item.category, description: item.description, amountCents: toCents(item.amountUsd) }));
  const sum = lineItems.reduce((total, item) => total + item.amountCents, 0);
  const totalCents = toCents(request.totalUsd);
  if (sum !== totalCents) throw new InvalidRfpInputError(RFP_MESSAGES.totalMismatch);
  if (request.milestones.some((milestone) => milestone.week > request.timelineWeeks)) throw new InvalidRfpInputError(RFP_MESSAGES.milestones);
  if (request.validUntil < today) throw new InvalidRfpInputError(RFP_MESSAGES.validUntil);
  return {
    lineItems,
    totalCents,
    timelineWeeks: request.timelineWeeks,
    milestones: request.milestones.map((m) => ({ name: m.name, week: m.week })),
    team: request.team.map((t) => ({ role: t.role, fte: t.fte })),
    assumptions: request.assumptions,
    validUntil: request.validUntil,
  };
}

/** The sum of a bid's line items per category, in cents, in the RFP's category order (categories without items left out). */
export function sumsByCategory(bid: Pick<BidInput, 'lineItems'>, categories: readonly string[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const category of categories) {
    const items = bid.lineItems.filter((item) => item.category === category);
    if (items.length > 0)
      sums.set(
        category,
        items.reduce((total, item) => total + item.amountCents, 0),
      );
  }
  return sums;
}
