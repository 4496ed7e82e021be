import { matchScoreOf, percentile } from './evidence-score';
import { fitScore } from './project-fit';

describe('the three numbers of a match', () => {
  it('places a value among the others of its pool, ties counting half, and at 50 when it is alone', () => {
    expect(percentile({ below: 6, equal: 1, size: 10 })).toBeCloseTo((100 * 6.5) / 9, 12);
    expect(percentile({ below: 0, equal: 0, size: 10 })).toBe(0);
    expect(percentile({ below: 9, equal: 0, size: 10 })).toBe(100);
    expect(percentile({ below: 0, equal: 0, size: 1 })).toBe(50);
  });

  it('counts a criterion whose fact is not published as half met, and gives 100 when no criterion is given', () => {
    expect(fitScore(3, 2)).toBe(83);
    expect(fitScore(3, 3)).toBe(100);
    expect(fitScore(2, 0)).toBe(50);
    expect(fitScore(0, 0)).toBe(100);
  });

  it('lets evidence take up to half of the fit away, and ranks a company without reviews at the middle', () => {
    expect(matchScoreOf(83, 72)).toBe(71);
    expect(matchScoreOf(100, 100)).toBe(100);
    expect(matchScoreOf(100, 0)).toBe(50);
    expect(matchScoreOf(100, null)).toBe(75);
  });
});
