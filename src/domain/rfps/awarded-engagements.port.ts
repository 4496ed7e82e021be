/**
 * Awarded RFPs as proof that a member worked with a company: a review they write of it afterwards is labelled
 * "Verified engagement" (docs/rfps.md#verified-engagement).
 */
export abstract class AwardedEngagements {
  /** Whether the member sent (or owns the project of) an RFP awarded to the company at or before `at`. Malformed ids find nothing. */
  abstract exists(userId: string, companyId: string, at: Date): Promise<boolean>;
}
