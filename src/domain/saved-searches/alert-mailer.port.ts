import type { Digest } from './digest';

/** One digest mail: whom it greets, which search it is about, what it lists and where its links go. */
export interface DigestMail {
  firstName: string | null;
  searchName: string;
  digest: Digest;
  /** The directory with the search's filters. */
  searchLink: string;
  /** A company's profile. */
  companyLink: (companyId: string) => string;
  /** Turns this search's alerts off, signed out (a signed token in the link). */
  unsubscribeLink: string;
}

/** Sends saved-search alert mails. */
export abstract class AlertMailer {
  abstract sendDigest(to: string, mail: DigestMail): Promise<void>;
}
