/** Who a user is on the platform (docs/accounts.md#roles-and-admin-accounts): reviewers by default, admins moderate. */
export type UserType = 'reviewer' | 'admin';

/**
 * Where an application stands (docs/accounts.md): `pending` until the email is confirmed and classified
 * or an admin decides; `verified` (approved), `manual_review` (waiting for an admin), `rejected`.
 */
export type AccountVerificationLevel = 'pending' | 'verified' | 'manual_review' | 'rejected';

/** A stored account. `email` is lower-case. */
export interface Account {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  jobTitle: string | null;
  linkedinProfile: string | null;
  profileImageUrl: string | null;
  userType: UserType;
  subscriptionTier: string;
  emailVerified: boolean;
  industryVerified: boolean;
  verificationLevel: AccountVerificationLevel;
  verificationNotes: string | null;
  verifiedAt: Date | null;
  /** When an admin suspended the account (it cannot sign in); null while it is not suspended. */
  suspendedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Who a member says they are, as admins and the member read it: the account, its email, name, employer and job title (null where not given). */
export type MemberIdentity = Pick<Account, 'id' | 'email' | 'firstName' | 'lastName' | 'company' | 'jobTitle'>;

/** The identity fields of a member and nothing else: whatever else the object carries (password hash, notes) stays behind. */
export function memberIdentityOf(member: MemberIdentity): MemberIdentity {
  return {
    id: member.id,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    company: member.company,
    jobTitle: member.jobTitle,
  };
}

/**
 * What happens to an application once its email is confirmed (docs/accounts.md): an industry, academic or
 * government address is approved at once (`automatic`); any other waits for an admin (`review`).
 */
export type ApprovalPath = 'automatic' | 'review';

/** Whether the applicant still has to open the confirmation link (nobody has decided the application either). */
export function awaitsEmailConfirmation(account: Pick<Account, 'emailVerified' | 'verificationLevel' | 'userType'>): boolean {
  return account.userType !== 'admin' && !account.emailVerified && account.verificationLevel === 'pending';
}

/** Whether the account may sign in: approved reviewers and every admin, unless an admin suspended it. */
export function canSignIn(account: Account): boolean {
  if (account.suspendedAt !== null) return false;
  return account.userType === 'admin' || account.verificationLevel === 'verified';
}

/**
 * Whether the application waits for an admin's decision (the User Verification queue): a reviewer whose
 * application is neither approved nor rejected yet.
 */
export function isAwaitingApproval(account: Pick<Account, 'userType' | 'verificationLevel'>): boolean {
  return account.userType !== 'admin' && (account.verificationLevel === 'pending' || account.verificationLevel === 'manual_review');
}

/** The full name for greetings and mail, falling back to the email. */
export function displayName(account: Pick<Account, 'firstName' | 'lastName' | 'email'>): string {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ').trim();
  return name || account.email;
}
