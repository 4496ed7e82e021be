import { isWithinReviewCooldown, reviewCooldownEnd } from './review-rules';

describe('the 12-month review cooldown', () => {
  it('ends twelve calendar months after the last review', () => {
    expect(reviewCooldownEnd(new Date('2026-03-15T10:00:00Z'))).toEqual(new Date('2027-03-15T10:00:00Z'));
  });

  it('rolls a leap day to the last day of February', () => {
    expect(reviewCooldownEnd(new Date('2028-02-29T08:00:00Z'))).toEqual(new Date('2029-02-28T08:00:00Z'));
  });

  it('bars a new review until the moment the cooldown ends', () => {
    const last = new Date('2026-01-31T12:00:00Z');
    expect(isWithinReviewCooldown(last, new Date('2027-01-31T11:59:59Z'))).toBe(true);
    expect(isWithinReviewCooldown(last, new Date('2027-01-31T12:00:00Z'))).toBe(false);
    expect(isWithinReviewCooldown(null, new Date('2027-01-31T12:00:00Z'))).toBe(false);
  });
});
