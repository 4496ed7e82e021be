import type { CoverageWindow } from './regulatory-record';
import { FDA_WARNING_LETTERS } from './warning-letter';
import { WarningLetters } from './warning-letters.port';

/**
 * The regulatory record's coverage: each source's window, empty before any listing was loaded. What the directory's
 * warning-letter filter and matching's "exclude companies with an FDA warning letter" read as their window
 * (docs/regulatory-record.md).
 */
export class GetRegulatoryCoverage {
  constructor(private readonly letters: WarningLetters) {}

  async execute(): Promise<CoverageWindow[]> {
    const window = await this.letters.coverage(FDA_WARNING_LETTERS);
    return window ? [window] : [];
  }
}
