/**
 * Invited reviews (docs/reviews-and-moderation.md): a verified vendor may ask its clients to review its company.
 * The review that comes of it is labelled, moderated like any other and counts like any other.
 */

/** Addresses one request may invite. */
export const INVITATION_BATCH_MAX = 20;

/** Invitations a company may send per calendar month (UTC), whoever of its vendors sends them. */
export const MONTHLY_INVITATION_CAP = 200;

/** How long an invitation's link works, in days. */
export const INVITATION_LIFETIME_DAYS = 60;

/** What an invited review is labelled wherever it is shown. */
export const INVITED_REVIEW_LABEL = 'Invited by the provider';

export const INVITATION_MESSAGES = {
  emailsRequired: `Enter between 1 and ${INVITATION_BATCH_MAX} email addresses`,
  emailInvalid: 'Please enter a valid email address',
  ownDomain: "Invite your clients: addresses at the company's own domain cannot be invited",
  monthlyCap: `This company has used its ${MONTHLY_INVITATION_CAP} review invitations for this month`,
  invalidLink: 'This invitation link is not valid',
  expired: 'This invitation has expired',
  used: 'This invitation was already used',
  otherCompany: 'This invitation is for another company',
  otherAddress: 'This invitation was sent to another email address: sign in with that address to use it',
} as const;

/** When an invitation sent at `sentAt` stops working. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}
