import type { Account } from '../accounts/account';
import { ReviewerFingerprints } from '../reviews/reviewer-fingerprints.port';
import { InvitationNotUsableError } from './review-invitations.errors';
import { ReviewInvitations, ReviewInvitationTokens } from './review-invitations.port';

/**
 * How a review uses the invitation it was written through: the link's token must be genuine, the invitation
 * unused and unexpired, for the company reviewed and sent to the member's own address (the keyed hashes match).
 * Read under the invitation's row lock, inside the review's transaction, so one invitation yields one review.
 */
export class InvitationRedemption {
  constructor(
    private readonly invitations: ReviewInvitations,
    private readonly tokens: ReviewInvitationTokens,
    private readonly fingerprints: ReviewerFingerprints,
  ) {}

  /**
   * The id of the invitation `token` names, once every rule holds.
   * @throws InvitationNotUsableError naming the rule that does not.
   */
  async check(token: string, author: Pick<Account, 'email'>, companyId: string | null, now: Date): Promise<string> {
    const id = this.tokens.verify(token);
    const invitation = id ? await this.invitations.findForUpdate(id) : null;
    if (!invitation) throw new InvitationNotUsableError('invalidLink');
    if (invitation.companyId !== companyId) throw new InvitationNotUsableError('otherCompany');
    if (invitation.usedAt) throw new InvitationNotUsableError('used');
    if (invitation.expiresAt.getTime() <= now.getTime()) throw new InvitationNotUsableError('expired');
    if (invitation.inviteeFingerprint !== this.fingerprints.of(author.email)) throw new InvitationNotUsableError('otherAddress');
    return invitation.id;
  }

  /** Marks the invitation used by the review. */
  redeem(invitationId: string, reviewId: string, now: Date): Promise<void> {
    return this.invitations.markUsed(invitationId, reviewId, now);
  }
}
