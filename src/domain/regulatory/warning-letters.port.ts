import type { CoverageWindow } from './regulatory-record';
import type { RegulatorySource, WarningLetter } from './warning-letter';

/** The stored warning letters and the window of the listing they cover. */
export abstract class WarningLetters {
  /**
   * Stores the letters whose URL is not stored yet (a letter already stored is left as it is).
   * @returns the letters added.
   */
  abstract addNew(letters: readonly WarningLetter[]): Promise<WarningLetter[]>;
  /** Every stored letter's URL and recipient (what candidate matching reads). */
  abstract recipients(): Promise<{ url: string; recipient: string }[]>;
  /** The source's covered window, or null before any letter was loaded. */
  abstract coverage(source: RegulatorySource): Promise<CoverageWindow | null>;
  abstract saveCoverage(window: CoverageWindow): Promise<void>;
}
