import {
  COMPANY_SIZE_LABELS,
  basedOnReviews,
  formatCount,
  formatEmployeeCount,
  formatEmployees,
  formatLastReview,
  formatLongUsDate,
  formatOverallScore,
  formatRatingValue,
  formatRevenue,
  moleculeSectionTitle,
  moreLabel,
  overflow,
  ownershipLabel,
  pluralize,
  presenceLabel,
  ratingBarPercent,
  ratingBarTone,
  ratingCountLabel,
  scoreTone,
  scoreWithEvidence,
  stockLabel,
} from './display-rules';
import { COMPANY_SIZES } from './taxonomy';

describe('directory display rules', () => {
  it('writes counts as Intl.NumberFormat en-US does: thousands separators, at most three decimals', () => {
    const reference = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 999, 1000, 1204, 65536, 1_000_000, 123_456_789, 2.5, 1234.5678, 0.0004, 0.0005, 1.9996, -1204, -0.25, 9_007_199_254_740_991]) {
      expect(formatCount(value)).toBe(reference.format(value));
    }
  });

  describe(formatOverallScore.name, () => {
    it('shows the score with one decimal', () => {
      expect(formatOverallScore(8.4333)).toBe('8.4');
      expect(formatOverallScore(7)).toBe('7.0');
      expect(formatOverallScore(9.96)).toBe('10.0');
    });

    it('shows N/A when there is no score or the score is 0', () => {
      expect(formatOverallScore(null)).toBe('N/A');
      expect(formatOverallScore(0)).toBe('N/A');
    });
  });

  describe(formatRatingValue.name, () => {
    it('shows a rating with one decimal and N/A when null', () => {
      expect(formatRatingValue(6.25)).toBe('6.3');
      expect(formatRatingValue(10)).toBe('10.0');
      expect(formatRatingValue(null)).toBe('N/A');
    });
  });

  describe(scoreTone.name, () => {
    it('is success from 8 upwards', () => {
      expect(scoreTone(8)).toBe('success');
      expect(scoreTone(10)).toBe('success');
    });

    it('is warning from 6 up to just below 8', () => {
      expect(scoreTone(6)).toBe('warning');
      expect(scoreTone(7.99)).toBe('warning');
    });

    it('is danger below 6', () => {
      expect(scoreTone(5.99)).toBe('danger');
      expect(scoreTone(1)).toBe('danger');
    });

    it('has no tone when there is no score', () => {
      expect(scoreTone(null)).toBeNull();
      expect(scoreTone(0)).toBeNull();
    });
  });

  describe(ratingBarTone.name, () => {
    it('is success at 80 percent of the scale or more', () => {
      expect(ratingBarTone(8)).toBe('success');
      expect(ratingBarTone(9.5)).toBe('success');
    });

    it('is warning at 60 percent or more and danger below', () => {
      expect(ratingBarTone(6)).toBe('warning');
      expect(ratingBarTone(7.9)).toBe('warning');
      expect(ratingBarTone(5.9)).toBe('danger');
    });

    it('has no tone for a missing rating', () => {
      expect(ratingBarTone(null)).toBeNull();
    });
  });

  describe(ratingBarPercent.name, () => {
    it('is the value as a percentage of 10, 0 when missing', () => {
      expect(ratingBarPercent(7.5)).toBe(75);
      expect(ratingBarPercent(10)).toBe(100);
      expect(ratingBarPercent(null)).toBe(0);
    });
  });

  describe(formatEmployeeCount.name, () => {
    it('shows whole thousands as NK+ from 1000 upwards', () => {
      expect(formatEmployeeCount(87000)).toBe('87K+');
      expect(formatEmployeeCount(1500)).toBe('1K+');
      expect(formatEmployeeCount(1000)).toBe('1K+');
      expect(formatEmployeeCount(9999)).toBe('9K+');
    });

    it('shows smaller head counts as the number itself', () => {
      expect(formatEmployeeCount(999)).toBe('999');
      expect(formatEmployeeCount(45)).toBe('45');
    });

    it('shows N/A when the head count is unknown', () => {
      expect(formatEmployeeCount(null)).toBe('N/A');
    });
  });

  describe(formatEmployees.name, () => {
    it('shows the count when known, else the published band, else N/A', () => {
      expect(formatEmployees(87000, '10,001+')).toBe('87K+');
      expect(formatEmployees(null, '201-1,000')).toBe('201-1,000');
      expect(formatEmployees(null, null)).toBe('N/A');
    });
  });

  describe(scoreWithEvidence.name, () => {
    it('names the reviews behind a score, and says when there are none', () => {
      expect(scoreWithEvidence(9.24, 14)).toBe('9.2 · 14 reviews');
      expect(scoreWithEvidence(7, 1)).toBe('7.0 · 1 review');
      expect(scoreWithEvidence(null, 0)).toBe('No reviews yet');
    });
  });

  describe(ownershipLabel.name, () => {
    it('names the owner where the data has one', () => {
      expect(ownershipLabel('listed', null)).toBe('Listed');
      expect(ownershipLabel('subsidiary', 'Thermo Fisher Scientific')).toBe('Part of Thermo Fisher Scientific');
      expect(ownershipLabel('private-equity', 'GHO Capital')).toBe('GHO Capital (private equity)');
      expect(ownershipLabel('independent', null)).toBe('Independent');
      expect(ownershipLabel(null, null)).toBe('N/A');
    });
  });

  describe(formatRevenue.name, () => {
    it('shows billions with one decimal from 1000 million upwards', () => {
      expect(formatRevenue(15400)).toBe('$15.4B');
      expect(formatRevenue(1000)).toBe('$1.0B');
      expect(formatRevenue(2375)).toBe('$2.4B');
    });

    it('shows whole millions below 1000 million', () => {
      expect(formatRevenue(250)).toBe('$250M');
      expect(formatRevenue(12.4)).toBe('$12M');
    });

    it('shows a value that rounds up to 1000 million as billions', () => {
      expect(formatRevenue(999.6)).toBe('$1.0B');
    });

    it('shows N/A when revenue is unknown', () => {
      expect(formatRevenue(null)).toBe('N/A');
    });
  });

  describe(pluralize.name, () => {
    it('uses the singular for exactly one and the plural otherwise', () => {
      expect(pluralize(1, 'review')).toBe('1 review');
      expect(pluralize(3, 'review')).toBe('3 reviews');
      expect(pluralize(0, 'review')).toBe('0 reviews');
    });

    it('accepts an irregular plural and writes thousands separators', () => {
      expect(pluralize(1204, 'company', 'companies')).toBe('1,204 companies');
      expect(pluralize(1, 'company', 'companies')).toBe('1 company');
    });
  });

  describe(basedOnReviews.name, () => {
    it('is singular for exactly one review and plural otherwise', () => {
      expect(basedOnReviews(1)).toBe('Based on 1 review');
      expect(basedOnReviews(0)).toBe('Based on 0 reviews');
      expect(basedOnReviews(12)).toBe('Based on 12 reviews');
    });
  });

  describe(ratingCountLabel.name, () => {
    it('counts the ratings behind an average', () => {
      expect(ratingCountLabel(1)).toBe('1 rating');
      expect(ratingCountLabel(4)).toBe('4 ratings');
    });
  });

  describe(formatLastReview.name, () => {
    const now = new Date('2026-03-20T10:00:00Z');

    it('says there are no reviews when there is no date', () => {
      expect(formatLastReview(null, now)).toBe('No reviews yet');
    });

    it('says Today for the same UTC day, even hours apart', () => {
      expect(formatLastReview('2026-03-20T00:01:00Z', now)).toBe('Today');
      expect(formatLastReview('2026-03-20T23:59:00Z', now)).toBe('Today');
    });

    it('counts calendar days rather than 24-hour periods', () => {
      expect(formatLastReview('2026-03-19T23:00:00Z', now)).toBe('1 day ago');
    });

    it('counts days under a week', () => {
      expect(formatLastReview('2026-03-17T12:00:00Z', now)).toBe('3 days ago');
      expect(formatLastReview('2026-03-14T12:00:00Z', now)).toBe('6 days ago');
    });

    it('counts whole weeks under 30 days', () => {
      expect(formatLastReview('2026-03-13T12:00:00Z', now)).toBe('1 week ago');
      expect(formatLastReview('2026-03-06T12:00:00Z', now)).toBe('2 weeks ago');
      expect(formatLastReview('2026-02-19T12:00:00Z', now)).toBe('4 weeks ago');
    });

    it('counts 30-day months under a year', () => {
      expect(formatLastReview('2026-02-18T12:00:00Z', now)).toBe('1 month ago');
      expect(formatLastReview('2025-12-20T12:00:00Z', now)).toBe('3 months ago');
      expect(formatLastReview('2025-03-21T12:00:00Z', now)).toBe('12 months ago');
    });

    it('counts 365-day years from a year upwards', () => {
      expect(formatLastReview('2025-03-20T12:00:00Z', now)).toBe('1 year ago');
      expect(formatLastReview('2023-03-01T12:00:00Z', now)).toBe('3 years ago');
    });

    it('says Today for a date in the future rather than a negative count', () => {
      expect(formatLastReview('2026-04-01T00:00:00Z', now)).toBe('Today');
    });

    it('says N/A for an unreadable date', () => {
      expect(formatLastReview('not a date', now)).toBe('N/A');
    });
  });

  describe(formatLongUsDate.name, () => {
    it('writes the month name, day and year', () => {
      expect(formatLongUsDate('2026-03-05T12:00:00Z')).toBe('March 5, 2026');
      expect(formatLongUsDate('2025-12-31')).toBe('December 31, 2025');
    });

    it('reads the date in UTC', () => {
      expect(formatLongUsDate('2026-01-01T00:30:00Z')).toBe('January 1, 2026');
      expect(formatLongUsDate('2026-01-01T23:30:00-05:00')).toBe('January 2, 2026');
    });

    it('says N/A when there is no readable date', () => {
      expect(formatLongUsDate(null)).toBe('N/A');
      expect(formatLongUsDate('soon')).toBe('N/A');
    });
  });

  describe(overflow.name, () => {
    it('keeps the first items and counts the rest', () => {
      expect(overflow(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], more: 2 });
    });

    it('counts nothing more when everything fits', () => {
      expect(overflow(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], more: 0 });
      expect(overflow([], 6)).toEqual({ shown: [], more: 0 });
    });
  });

  describe(moreLabel.name, () => {
    it('writes the left-out count as +N more', () => {
      expect(moreLabel(4)).toBe('+4 more');
    });
  });

  describe(moleculeSectionTitle.name, () => {
    it('is Drug Development & Manufacturing for CDMO and CRDMO', () => {
      expect(moleculeSectionTitle('CDMO')).toBe('Drug Development & Manufacturing');
      expect(moleculeSectionTitle('CRDMO')).toBe('Drug Development & Manufacturing');
    });

    it('is Molecule Types Supported for CRO and CMO', () => {
      expect(moleculeSectionTitle('CRO')).toBe('Molecule Types Supported');
      expect(moleculeSectionTitle('CMO')).toBe('Molecule Types Supported');
    });
  });

  describe(stockLabel.name, () => {
    it('shows the ticker symbol when there is one', () => {
      expect(stockLabel(true, 'TMO')).toBe('TMO');
    });

    it('shows Public when publicly traded without a symbol', () => {
      expect(stockLabel(true, null)).toBe('Public');
      expect(stockLabel(true, '  ')).toBe('Public');
    });

    it('shows Private when not traded and N/A when unknown', () => {
      expect(stockLabel(false, null)).toBe('Private');
      expect(stockLabel(null, null)).toBe('N/A');
    });
  });

  describe(presenceLabel.name, () => {
    it('reads Global, Regional or N/A', () => {
      expect(presenceLabel(true)).toBe('Global');
      expect(presenceLabel(false)).toBe('Regional');
      expect(presenceLabel(null)).toBe('N/A');
    });
  });

  describe('COMPANY_SIZE_LABELS', () => {
    it('labels every size bucket with its employee range', () => {
      expect(Object.keys(COMPANY_SIZE_LABELS)).toEqual([...COMPANY_SIZES]);
      expect(COMPANY_SIZE_LABELS.startup).toBe('Startup (1-50)');
      expect(COMPANY_SIZE_LABELS.enterprise).toBe('Enterprise (10000+)');
    });
  });
});
