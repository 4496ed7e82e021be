import { ReviewAlreadyModeratedError } from '../reviews/reviews.errors';
import { moderationNotes, reviewVerdict } from './review-moderation';

describe('review moderation', () => {
  it('approves or rejects a pending review', () => {
    expect(reviewVerdict('pending', true)).toBe('approved');
    expect(reviewVerdict('pending', false)).toBe('rejected');
  });

  it.each(['approved', 'rejected', 'held'] as const)('refuses to decide a %s review', (status) => {
    expect(() => reviewVerdict(status, true)).toThrow(ReviewAlreadyModeratedError);
  });

  it('stores blank notes as none', () => {
    expect(moderationNotes('  ')).toBeNull();
    expect(moderationNotes(undefined)).toBeNull();
    expect(moderationNotes(' Checked with the sponsor ')).toBe('Checked with the sponsor');
  });
});
