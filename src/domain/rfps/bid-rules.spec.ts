import { checkedBid, sumsByCategory, toCents, type BidRequest } from './bid-rules';
import { BID_CATEGORIES } from './bid-categories';
import { RFP_MESSAGES } from './rfp-rules';

const aBid = (change: Partial<BidRequest> = {}): BidRequest => ({
  lineItems: [
    { category: 'Study start-up', description: 'Sites', amountUsd: 0.1 },
    { category: 'Other', description: 'Misc', amountUsd: 0.2 },
  ],
  totalUsd: 0.3,
  timelineWeeks: 10,
  milestones: [{ name: 'FPI', week: 10 }],
  team: [{ role: 'PM', fte: 0.5 }],
  assumptions: '',
  validUntil: '2027-01-01',
  ...change,
});

describe('bid rules', () => {
  it('accepts a total that equals the sum of the line items in cents, where floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(checkedBid(aBid(), 'Clinical Trial', '2026-12-01').totalCents).toBe(30);
  });

  it('refuses a total one cent off the sum', () => {
    expect(() => checkedBid(aBid({ totalUsd: 0.31 }), 'Clinical Trial', '2026-12-01')).toThrow(RFP_MESSAGES.totalMismatch);
  });

  it("refuses a category outside the RFP's list, even one of another project type", () => {
    const lineItems = [{ category: 'GMP batches', description: '', amountUsd: 5 }];
    expect(() => checkedBid(aBid({ lineItems, totalUsd: 5 }), 'Clinical Trial', '2026-12-01')).toThrow(RFP_MESSAGES.category);
    expect(checkedBid(aBid({ lineItems, totalUsd: 5 }), 'Drug Manufacturing', '2026-12-01').lineItems).toEqual([
      { category: 'GMP batches', description: '', amountCents: 500 },
    ]);
  });

  it('refuses a milestone after the timeline and a validity before today', () => {
    expect(() => checkedBid(aBid({ milestones: [{ name: 'x', week: 11 }] }), 'Clinical Trial', '2026-12-01')).toThrow(RFP_MESSAGES.milestones);
    expect(() => checkedBid(aBid({ validUntil: '2026-11-30' }), 'Clinical Trial', '2026-12-01')).toThrow(RFP_MESSAGES.validUntil);
  });

  it('gives every project type a list of categories ending with Other', () => {
    for (const categories of Object.values(BID_CATEGORIES)) expect(categories[categories.length - 1]).toBe('Other');
  });

  it('sums line items per category in the list order, in cents', () => {
    const bid = {
      lineItems: [
        { category: 'Other', description: '', amountCents: toCents(1.05) },
        { category: 'Biostatistics', description: '', amountCents: toCents(2) },
        { category: 'Other', description: '', amountCents: toCents(0.95) },
      ],
    };
    expect([...sumsByCategory(bid, BID_CATEGORIES['Clinical Trial']).entries()]).toEqual([
      ['Biostatistics', 200],
      ['Other', 200],
    ]);
  });
});
