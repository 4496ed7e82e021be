import { formatLongUsDate } from '../../domain/directory/display-rules';
import { renderMail, type RenderedMail } from './account-mail-templates';

/** The review a decision mail is about: the company and the day it was written, nothing about anyone else. */
export interface DecidedReview {
  companyName: string;
  writtenAt: Date;
}

/** Mail telling a member their review is published (docs/administration.md), linking the company's page. */
export function reviewApprovedMail(name: string, review: DecidedReview, companyLink: string, myReviewsLink: string): RenderedMail {
  return renderMail(`Your review of ${review.companyName} is published`, {
    heading: `Thank you, ${name}`,
    paragraphs: [
      `Your review of ${review.companyName}, written on ${formatLongUsDate(review.writtenAt.toISOString())}, passed moderation and is now published, anonymously, with the company's ratings.`,
      `All your reviews and where each stands are on your account page: ${myReviewsLink}`,
    ],
    action: { label: `View ${review.companyName}`, url: companyLink },
  });
}

/** Mail telling a member their review was not published (docs/administration.md), with the moderator's reason when given. */
export function reviewRejectedMail(name: string, review: DecidedReview, reason: string | null, myReviewsLink: string): RenderedMail {
  return renderMail(`Your review of ${review.companyName} was not published`, {
    heading: `Hello ${name}`,
    paragraphs: [
      `Thank you for reviewing ${review.companyName} on ${formatLongUsDate(review.writtenAt.toISOString())}. Our moderators could not publish it.`,
      reason ? `Reason: ${reason}` : 'The moderator gave no further reason. Reviews are published when they describe your own experience and follow the Legal Terms.',
      'You are welcome to write a new review that addresses this; it does not count against your one review per company a year.',
    ],
    action: { label: 'See your reviews', url: myReviewsLink },
  });
}

/** Mail telling a member an admin took their published review down, with the reason. */
export function reviewUnpublishedMail(name: string, review: DecidedReview, reason: string, myReviewsLink: string): RenderedMail {
  return renderMail(`Your review of ${review.companyName} was taken down`, {
    heading: `Hello ${name}`,
    paragraphs: [
      `Your review of ${review.companyName}, written on ${formatLongUsDate(review.writtenAt.toISOString())}, no longer shows on BioVetted: our moderators took it down, and the company's ratings no longer count it.`,
      `Reason: ${reason}`,
      'Reply to this email if you think this was a mistake. It still counts as your one review of this company for its year.',
    ],
    action: { label: 'See your reviews', url: myReviewsLink },
  });
}

/** Mail telling a member their review, taken down before, is published again. */
export function reviewRepublishedMail(name: string, review: DecidedReview, companyLink: string): RenderedMail {
  return renderMail(`Your review of ${review.companyName} is published again`, {
    heading: `Hello ${name}`,
    paragraphs: [
      `Your review of ${review.companyName}, written on ${formatLongUsDate(review.writtenAt.toISOString())}, shows on BioVetted again, anonymously, and counts in the company's ratings.`,
    ],
    action: { label: `View ${review.companyName}`, url: companyLink },
  });
}
