import { RATING_CATEGORIES } from '../../../domain/reviews/rating-categories';
import { generateDemoReviews } from './demo-review-generator';

const companies = Array.from({ length: 90 }, (_, i) => ({ id: `id-${i}`, name: `Provider ${i}`, type: 'CRO' as const }));
const now = new Date('2026-11-22T12:00:00Z');

describe('generateDemoReviews', () => {
  it('gives the same reviews for the same companies and date, whatever their order', () => {
    const a = generateDemoReviews(companies, now);
    const b = generateDemoReviews([...companies].reverse(), now);
    const key = (r: { companyId: string; createdAt: Date }) => `${r.companyId}@${r.createdAt.toISOString()}`;
    expect(a.map(key).sort()).toEqual(b.map(key).sort());
  });

  it('reviews roughly two thirds of the companies', () => {
    const reviewed = new Set(generateDemoReviews(companies, now).map((r) => r.companyId)).size;
    expect(reviewed / companies.length).toBeGreaterThan(0.5);
    expect(reviewed / companies.length).toBeLessThan(0.8);
  });

  it('keeps ratings integers from 1 to 10 or not applicable, and dates within two years before now', () => {
    for (const review of generateDemoReviews(companies, now)) {
      for (const category of RATING_CATEGORIES) {
        const value = review[category];
        if (value !== null) expect(Number.isInteger(value) && value >= 1 && value <= 10).toBe(true);
      }
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - review.createdAt.getTime()).toBeLessThan(731 * 86_400_000);
    }
  });

  it('says in every text that it is generated sample data', () => {
    for (const review of generateDemoReviews(companies, now)) expect(review.comments).toMatch(/^Generated sample text for demonstration/);
  });
});
