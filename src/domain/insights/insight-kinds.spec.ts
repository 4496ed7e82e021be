import { FEWER_THAN_MINIMUM, lastWeekStarts, shownCount, weekStartOf } from './insight-kinds';

describe('vendor insight weeks and counts', () => {
  it('starts a week on Monday 00:00 UTC, whatever the day and hour', () => {
    expect(weekStartOf(new Date('2026-12-07T00:00:00Z'))).toBe('2026-12-07'); // a Monday
    expect(weekStartOf(new Date('2026-12-13T23:59:59Z'))).toBe('2026-12-07'); // the Sunday after
    expect(weekStartOf(new Date('2026-12-06T12:00:00Z'))).toBe('2026-11-30'); // the Sunday before
    expect(weekStartOf(new Date('2027-01-01T08:00:00Z'))).toBe('2026-12-28'); // across a year
  });

  it('lists the twelve weeks ending with the current one, oldest first', () => {
    const weeks = lastWeekStarts(new Date('2026-12-09T10:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('2026-12-07');
    expect(weeks[0]).toBe('2026-09-21');
    expect(new Set(weeks.map((w) => new Date(`${w}T00:00:00Z`).getUTCDay()))).toEqual(new Set([1]));
  });

  it('shows three or more as the number and anything fewer, zero included, as "fewer than 3"', () => {
    expect(shownCount('2026-12-07', 3)).toEqual({ weekStart: '2026-12-07', count: 3, display: '3' });
    expect(shownCount('2026-12-07', 2)).toEqual({ weekStart: '2026-12-07', count: null, display: 'fewer than 3' });
    expect(shownCount('2026-12-07', 0).display).toBe(FEWER_THAN_MINIMUM);
  });
});
