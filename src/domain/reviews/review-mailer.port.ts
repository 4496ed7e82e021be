/**
 * The mails a review's author gets when a moderator decides it, or an admin takes it down or puts it back. They
 * name the company and the day the review was written, and a rejection's or takedown's reason; never the
 * moderator or anything about other people.
 */
export abstract class ReviewMailer {
  /** @param companyLink the company's public page, where the review now shows. */
  abstract sendReviewApproved(to: string, name: string, review: { companyName: string; writtenAt: Date }, companyLink: string, myReviewsLink: string): Promise<void>;
  /** @param reason the moderator's notes, null when they gave none. */
  abstract sendReviewRejected(to: string, name: string, review: { companyName: string; writtenAt: Date }, reason: string | null, myReviewsLink: string): Promise<void>;
  abstract sendReviewUnpublished(to: string, name: string, review: { companyName: string; writtenAt: Date }, reason: string, myReviewsLink: string): Promise<void>;
  abstract sendReviewRepublished(to: string, name: string, review: { companyName: string; writtenAt: Date }, companyLink: string): Promise<void>;
}
