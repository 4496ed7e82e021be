import { normaliseEmail } from '../accounts/account-rules';

/**
 * An email as the one-review-a-year rule and review invitations compare it: trimmed, lower-case, without a
 * `+tag` in the local part (`Jane.Doe+cro@Pfizer.com` → `jane.doe@pfizer.com`), so a sub-address is the same person.
 */
export function reviewerEmailKey(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return normalised;
  const local = normalised.slice(0, at).replace(/\+.*$/, '');
  return `${local || normalised.slice(0, at)}@${normalised.slice(at + 1)}`;
}

/**
 * Keyed hashes of emails (HMAC-SHA256 of {@link reviewerEmailKey} under a secret key from configuration): what is
 * kept instead of an address where the address itself must not be (a deleted member's review ledger, an
 * invitation). Without the key nobody can tell whose hash it is, or try addresses against it.
 */
export abstract class ReviewerFingerprints {
  /** The fingerprint of an email, as hex; the same for every spelling {@link reviewerEmailKey} folds together. */
  abstract of(email: string): string;
}
