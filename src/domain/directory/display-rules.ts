/**
 * Display rules of the directory screens: how scores, counts, money and dates read on the company
 * cards and the company profile.
 *
 * Source: docs/screens.md#screens (company detail), docs/directory.md#company-fields (company fields and units) and docs/screens.md#constants-and-limits (business constants:
 * thresholds, "NK+", billions, relative last-review text, "+N more").
 * Pure TypeScript with no dependencies, so the server (e-mails, OpenAPI examples) and the web
 * agree on every string. Dates are read and compared in UTC so a result never depends on the
 * viewer's time zone.
 */
import type { CompanySize, CompanyType } from './taxonomy';

/** Colour of a score: the theme's success, warning and danger (error) tones. */
export type ScoreTone = 'success' | 'warning' | 'danger';

/** Full scale of every rating and average (docs/screens.md#constants-and-limits). */
const RATING_SCALE = 10;
const MS_PER_DAY = 86_400_000;
/**
 * A count or amount with US thousands separators and at most three decimals: 1204 → "1,204", 2.5 → "2.5"
 * (what `Intl.NumberFormat('en-US')` writes). Written out rather than built on Intl: a page's first Intl
 * formatter loads the locale data, a noticeable cost of a phone page's start-up, for a comma.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole, fraction] = Math.abs(value).toFixed(3).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 && (whole !== '0' || decimals) ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * The overall score of a company, out of 10, shown with one decimal ("8.4").
 * 'N/A' when there is no score: null, or 0, which the spec treats as "not rated" (no approved
 * review can average 0 because ratings are 1-10).
 */
export function formatOverallScore(score: number | null): string {
  if (score === null || score === 0 || !Number.isFinite(score)) return 'N/A';
  return score.toFixed(1);
}

/**
 * One category average or one review rating, out of 10, with one decimal; 'N/A' when null.
 * Unlike the overall score, 0 is not special here (it cannot occur for a 1-10 rating).
 */
export function formatRatingValue(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'N/A';
  return value.toFixed(1);
}

/**
 * Tone of an overall or review score out of 10: success at 8 or more, warning at 6 or more,
 * danger below. null (and 0, "not rated" as in {@link formatOverallScore}) → null: no colour.
 */
export function scoreTone(score: number | null): ScoreTone | null {
  if (score === null || score === 0 || !Number.isFinite(score)) return null;
  if (score >= 8) return 'success';
  if (score >= 6) return 'warning';
  return 'danger';
}

/**
 * Tone of a rating bar whose value is out of 10, judged as a percentage of the full scale:
 * success at 80 % or more, warning at 60 % or more, danger below. null → null (the bar shows N/A).
 */
export function ratingBarTone(value: number | null): ScoreTone | null {
  if (value === null || !Number.isFinite(value)) return null;
  const percent = (value / RATING_SCALE) * 100;
  if (percent >= 80) return 'success';
  if (percent >= 60) return 'warning';
  return 'danger';
}

/** Width of a rating bar in percent (0-100) for a value out of 10; 0 when null. */
export function ratingBarPercent(value: number | null): number {
  if (value === null || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / RATING_SCALE) * 100));
}

/**
 * Head count (a number of people) as shown on cards: 1000 or more reads "NK+" with N the whole
 * thousands (87,000 → "87K+", 1,500 → "1K+"); below that the number with thousands separators.
 * null → 'N/A'.
 */
export function formatEmployeeCount(employees: number | null): string {
  if (employees === null || !Number.isFinite(employees)) return 'N/A';
  if (employees >= 1000) return `${Math.floor(employees / 1000)}K+`;
  return formatCount(Math.round(employees));
}

/**
 * Employees as a card shows them: the count by {@link formatEmployeeCount} when known, otherwise the
 * published band ("201-1,000"), otherwise 'N/A'.
 */
export function formatEmployees(employees: number | null, employeeRange: string | null): string {
  if (employees !== null && Number.isFinite(employees)) return formatEmployeeCount(employees);
  return employeeRange ?? 'N/A';
}

/**
 * A score with the evidence behind it (docs/directory.md): "9.2 · 14 reviews"; 'No reviews yet' for a
 * company without an approved review.
 */
export function scoreWithEvidence(score: number | null, reviewCount: number): string {
  if (reviewCount === 0) return 'No reviews yet';
  return `${formatOverallScore(score)} · ${pluralize(reviewCount, 'review')}`;
}

/**
 * Annual revenue given in **millions of US dollars**: 1000 million or more reads as billions with
 * one decimal (15400 → "$15.4B"), otherwise whole millions (250 → "$250M"). A value that rounds to
 * 1000 million (999.6) reads "$1.0B" rather than "$1000M". null → 'N/A'.
 */
export function formatRevenue(millionsUsd: number | null): string {
  if (millionsUsd === null || !Number.isFinite(millionsUsd)) return 'N/A';
  const millions = Math.round(millionsUsd);
  if (millions >= 1000) return `$${(millionsUsd / 1000).toFixed(1)}B`;
  return `$${formatCount(millions)}M`;
}

/**
 * "1 review", "3 reviews", "1,204 companies". The plural defaults to the singular plus "s".
 * The count is written with thousands separators.
 */
export function pluralize(count: number, singular: string, plural: string = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** "Based on 1 review" / "Based on N reviews" (plural unless exactly 1; docs/screens.md#screens). */
export function basedOnReviews(reviewCount: number): string {
  return `Based on ${pluralize(reviewCount, 'review')}`;
}

/** Evidence behind one average: "1 rating" / "N ratings" (how many reviews rated the category). */
export function ratingCountLabel(ratings: number): string {
  return pluralize(ratings, 'rating');
}

/** UTC midnight of the calendar day of an instant, in epoch milliseconds. */
function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * When the last review was written, relative to `now`, counted in whole UTC calendar days:
 * 'Today' (same day, or a date in the future), '1 day ago', 'N days ago' under 7 days,
 * '1 week ago' / 'N weeks ago' under 30 days (whole weeks), '1 month ago' / 'N months ago' under
 * 365 days (30-day months), then '1 year ago' / 'N years ago' (365-day years).
 * null → 'No reviews yet'; an unreadable date → 'N/A'.
 */
export function formatLastReview(iso: string | null, now: Date): string {
  if (iso === null || iso === '') return 'No reviews yet';
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return 'N/A';
  const days = Math.round((utcDay(now) - utcDay(then)) / MS_PER_DAY);
  if (days <= 0) return 'Today';
  if (days < 7) return `${pluralize(days, 'day')} ago`;
  if (days < 30) return `${pluralize(Math.floor(days / 7), 'week')} ago`;
  if (days < 365) return `${pluralize(Math.floor(days / 30), 'month')} ago`;
  return `${pluralize(Math.floor(days / 365), 'year')} ago`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * Long US date of an ISO date or timestamp, read in UTC: "March 5, 2026".
 * null, empty or unreadable → 'N/A'.
 */
export function formatLongUsDate(iso: string | null): string {
  if (iso === null || iso === '') return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The first `max` items and how many were left out (docs/screens.md#constants-and-limits: "then '+N more'"). */
export function overflow<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** "+N more" for the items left out by {@link overflow}. */
export function moreLabel(more: number): string {
  return `+${formatCount(more)} more`;
}

/**
 * Title of the molecule section of a profile: 'Drug Development & Manufacturing' for
 * manufacturers with development (CDMO, and CRDMO, the spec's "Both"), otherwise
 * 'Molecule Types Supported'.
 */
export function moleculeSectionTitle(type: CompanyType): string {
  return type === 'CDMO' || type === 'CRDMO' ? 'Drug Development & Manufacturing' : 'Molecule Types Supported';
}

/**
 * The stock line of the Company Overview: the ticker symbol when there is one; 'Public' when
 * publicly traded without a known symbol; 'Private' when known not to be traded; 'N/A' when unknown.
 */
export function stockLabel(publiclyTraded: boolean | null, stockSymbol: string | null): string {
  const symbol = stockSymbol?.trim();
  if (symbol) return symbol;
  if (publiclyTraded === true) return 'Public';
  if (publiclyTraded === false) return 'Private';
  return 'N/A';
}

/** Presence of a company: 'Global' (true), 'Regional' (false), 'N/A' (unknown). */
export function presenceLabel(globalPresence: boolean | null): 'Global' | 'Regional' | 'N/A' {
  if (globalPresence === true) return 'Global';
  if (globalPresence === false) return 'Regional';
  return 'N/A';
}

/**
 * Labels of the size filter, with the employee range of each bucket (docs/screens.md#constants-and-limits;
 * docs/directory.md#size-buckets: enterprise starts at 10,001).
 */
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  startup: 'Startup (1-50)',
  small: 'Small (51-200)',
  medium: 'Medium (201-1000)',
  large: 'Large (1001-10000)',
  enterprise: 'Enterprise (10000+)',
};

/**
 * Who controls a company, as the overview reads it (data/README.md "ownership"): 'Listed',
 * 'Part of {parent}', '{owner} (private equity)', 'Independent', or 'N/A' when unknown.
 */
export function ownershipLabel(ownership: string | null, parentCompany: string | null): string {
  switch (ownership) {
    case 'listed':
      return 'Listed';
    case 'subsidiary':
      return parentCompany ? `Part of ${parentCompany}` : 'Subsidiary';
    case 'private-equity':
      return parentCompany ? `${parentCompany} (private equity)` : 'Private equity';
    case 'independent':
      return 'Independent';
    default:
      return 'N/A';
  }
}
