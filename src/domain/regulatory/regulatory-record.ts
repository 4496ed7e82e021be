import { formatLongUsDate } from '../directory/display-rules';
import { FDA_WARNING_LETTERS, REGULATORY_SOURCE_LABELS, type RegulatorySource } from './warning-letter';

/**
 * A company's regulatory record: the events found for it in each source, and the window each source covers.
 * An empty record means no event was found in the covered windows, never that the company was not looked at.
 */

/** The span of a source the record has read: events posted from `from` to `to` (days, 'YYYY-MM-DD'). */
export interface CoverageWindow {
  source: RegulatorySource;
  from: string;
  to: string;
}

/** One event of a company's record (for now an FDA warning letter confirmed as the company's). */
export interface RegulatoryEvent {
  kind: 'fda_warning_letter';
  /** The letter's date, 'YYYY-MM-DD'. */
  date: string;
  subject: string;
  issuingOffice: string;
  /** Whom the letter was addressed to (a site or entity of the company), as FDA's listing names it. */
  recipient: string;
  /** The letter's page on fda.gov. */
  url: string;
}

export interface RegulatoryRecord {
  coverage: CoverageWindow[];
  /** Newest first. */
  events: RegulatoryEvent[];
}

/** Orders events newest first (by date, then URL so equal dates keep one order). */
export function newestFirst(events: readonly RegulatoryEvent[]): RegulatoryEvent[] {
  return [...events].sort((a, b) => b.date.localeCompare(a.date) || a.url.localeCompare(b.url));
}

/** A window widened to hold another: the earlier start and the later end. */
export function widenedWindow(window: CoverageWindow | null, from: string, to: string, source: RegulatorySource = FDA_WARNING_LETTERS): CoverageWindow {
  if (!window) return { source, from, to };
  return { source, from: from < window.from ? from : window.from, to: to > window.to ? to : window.to };
}

/** "March 23, 2026" for '2026-03-23': the day as the site writes dates (formatLongUsDate). */
export function longDay(day: string): string {
  const text = formatLongUsDate(day);
  return text === 'N/A' ? day : text;
}

/**
 * The sentence a profile shows for one source's window when the record holds nothing from it:
 * "No FDA warning letter found between January 5, 2021 and March 23, 2026."
 */
export function noEventSentence(window: CoverageWindow): string {
  const noun = window.source === FDA_WARNING_LETTERS ? 'FDA warning letter' : REGULATORY_SOURCE_LABELS[window.source];
  return `No ${noun} found between ${longDay(window.from)} and ${longDay(window.to)}.`;
}

/** "FDA warning letters posted from January 5, 2021 to March 23, 2026": what one window covers, in words. */
export function coverageSentence(window: CoverageWindow): string {
  return `${REGULATORY_SOURCE_LABELS[window.source]} posted from ${longDay(window.from)} to ${longDay(window.to)}`;
}

/**
 * The label of matching's option that leaves out companies with a warning letter: "Exclude companies with an FDA
 * warning letter since January 5, 2021", from the start of the FDA window; without one (no listing loaded), the
 * label without a date.
 */
export function warningLetterExclusionLabel(coverage: readonly CoverageWindow[]): string {
  const window = coverage.find((candidate) => candidate.source === FDA_WARNING_LETTERS);
  return `Exclude companies with an FDA warning letter${window ? ` since ${longDay(window.from)}` : ''}`;
}
