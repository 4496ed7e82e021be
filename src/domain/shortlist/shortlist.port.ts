/** Members' shortlists: which companies each member keeps, in the order they were added. */
export abstract class Shortlists {
  /** The member's shortlisted company ids, oldest first. */
  abstract companyIdsOf(userId: string): Promise<string[]>;
  abstract contains(userId: string, companyId: string): Promise<boolean>;
  abstract count(userId: string): Promise<number>;
  /** Adds the company (nothing happens when it is there already). */
  abstract add(userId: string, companyId: string, addedAt: Date): Promise<void>;
  /** Removes the company (nothing happens when it is not there). */
  abstract remove(userId: string, companyId: string): Promise<void>;
}
