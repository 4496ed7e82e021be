import { AlreadyDecidedError, decide, moderationNote } from './moderation';

describe('moderation', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('approves or rejects an item awaiting a decision, recording moderator, time and notes', () => {
    expect(decide(true, 'admin-1', { id: 'x', approved: true, notes: ' Checked with the sponsor ' }, now)).toEqual({
      verdict: 'approved',
      moderatorId: 'admin-1',
      notes: 'Checked with the sponsor',
      decidedAt: now,
    });
    expect(decide(true, 'admin-1', { id: 'x', approved: false }, now)).toMatchObject({ verdict: 'rejected', notes: null });
  });

  it('refuses a second decision with "Already decided"', () => {
    expect(() => decide(false, 'admin-1', { id: 'x', approved: true }, now)).toThrow(new AlreadyDecidedError());
    expect(new AlreadyDecidedError().message).toBe('Already decided');
  });

  it('stores blank notes as none', () => {
    expect(moderationNote('  ')).toBeNull();
    expect(moderationNote(undefined)).toBeNull();
    expect(moderationNote(null)).toBeNull();
    expect(moderationNote('\tSee the CV\n')).toBe('See the CV');
  });
});
