import type { WarningLetterRow } from './warning-letter';

/** FDA's warning-letter listing as a feed of rows (the monthly refresh reads it). */
export abstract class WarningLetterFeed {
  /** Whether a feed is configured; without one the refresh is off. */
  abstract readonly configured: boolean;
  /**
   * The listing's rows, as of now.
   * @throws Error with a readable message when the feed cannot be read (unreachable, HTTP error, not the listing's CSV).
   */
  abstract read(): Promise<WarningLetterRow[]>;
}
