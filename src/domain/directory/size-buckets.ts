import { formatCount } from './display-rules';
import type { CompanySize } from './taxonomy';

/**
 * Employee-count bounds of each size bucket, inclusive (docs/directory.md#size-buckets:
 * startup 1-50, small 51-200, medium 201-1000, large 1001-10000, enterprise 10001 and more).
 */
export const SIZE_BUCKET_BOUNDS: Record<CompanySize, { min: number; max: number | null }> = {
  startup: { min: 1, max: 50 },
  small: { min: 51, max: 200 },
  medium: { min: 201, max: 1000 },
  large: { min: 1001, max: 10000 },
  enterprise: { min: 10001, max: null },
};

/** Labels of the size select (docs/screens.md#constants-and-limits). */
export const SIZE_BUCKET_LABELS: Record<CompanySize, string> = {
  startup: 'Startup (1-50)',
  small: 'Small (51-200)',
  medium: 'Medium (201-1000)',
  large: 'Large (1001-10000)',
  enterprise: 'Enterprise (10000+)',
};

/** The size bucket of a company with `employeeCount` people; null when the count is unknown or not positive. */
export function sizeBucket(employeeCount: number | null | undefined): CompanySize | null {
  if (employeeCount == null || !Number.isFinite(employeeCount) || employeeCount < 1) return null;
  for (const [size, { max }] of Object.entries(SIZE_BUCKET_BOUNDS) as [CompanySize, { max: number | null }][]) {
    if (max === null || employeeCount <= max) return size;
  }
  return null;
}

/** The employee range shown beside a count, e.g. "1,001-10,000" or "10,001+"; null for an unknown count. */
export function employeeRange(employeeCount: number | null | undefined): string | null {
  const size = sizeBucket(employeeCount);
  if (!size) return null;
  const { min, max } = SIZE_BUCKET_BOUNDS[size];
  return max === null ? `${formatCount(min)}+` : `${formatCount(min)}-${formatCount(max)}`;
}

/**
 * The size bucket named by an employee-range label as employeeRange() writes it ("1,001-10,000"), for
 * companies whose exact headcount is unknown but whose band is public. Null for any other text.
 */
export function sizeBucketOfRange(range: string | null | undefined): CompanySize | null {
  if (!range) return null;
  const bucket = (Object.keys(SIZE_BUCKET_BOUNDS) as CompanySize[]).find((size) => employeeRange(SIZE_BUCKET_BOUNDS[size].min) === range);
  return bucket ?? null;
}
