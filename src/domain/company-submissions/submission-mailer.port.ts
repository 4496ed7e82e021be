/** Mail to the member who submitted a company, once an admin has decided (links built from APP_URL). */
export abstract class SubmissionMailer {
  /** `releasedReviews`: how many reviews held for the submission entered moderation with the approval. */
  abstract sendSubmissionApproved(to: string, name: string, companyName: string, companyLink: string, releasedReviews: number): Promise<void>;
  abstract sendSubmissionRejected(to: string, name: string, companyName: string, reason: string | null): Promise<void>;
  /** The proposal `proposedName` is the listed company `companyName`; `releasedReviews` held reviews entered its moderation. */
  abstract sendSubmissionMerged(to: string, name: string, proposedName: string, companyName: string, companyLink: string, releasedReviews: number): Promise<void>;
}
