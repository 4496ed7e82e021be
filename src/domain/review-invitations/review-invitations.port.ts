/** An invitation as the review form redeems it. */
export interface ReviewInvitation {
  id: string;
  companyId: string;
  inviteeFingerprint: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Invitations in storage. */
export abstract class ReviewInvitations {
  /** How many invitations the company sent since `since` (any vendor, used or not). */
  abstract countSince(companyId: string, since: Date): Promise<number>;
  /** Stores one invitation per fingerprint; @returns their ids, in the same order. */
  abstract create(input: { companyId: string; vendorAccountId: string; inviteeFingerprints: readonly string[]; sentAt: Date; expiresAt: Date }): Promise<string[]>;
  /** The invitation, its row locked until the transaction ends; null for an unknown or malformed id. */
  abstract findForUpdate(id: string): Promise<ReviewInvitation | null>;
  /** Records that a review was written through it. */
  abstract markUsed(id: string, reviewId: string, usedAt: Date): Promise<void>;
}

/** The signed part of an invitation link: it names the invitation and cannot be forged or altered. */
export abstract class ReviewInvitationTokens {
  abstract issue(invitationId: string): string;
  /** The invitation id a genuine token names; null for anything else. */
  abstract verify(token: string): string | null;
}

/** The invitation mail: who invites, to review whom, and the link to the review form. Nothing about other invitees. */
export abstract class ReviewInvitationMailer {
  abstract sendInvitation(to: string, invitation: { companyName: string; link: string; expiresAt: Date; signUpLink: string }): Promise<void>;
}
