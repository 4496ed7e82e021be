import { formatCount } from '@domain/directory/display-rules';
import type { SelectOption } from '../../../components/select-field';

/** "Oncology (42)": an option's label with the companies it would leave, when counts are known. */
export function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${formatCount(count)})`;
}

/**
 * Select options of one facet: the "all" option, then each value with its count. A value that would
 * leave no company is disabled unless it is the current choice, so nobody picks a filter that yields
 * nothing (docs/directory.md). `values` fixes the order; counts may name values it lacks (countries).
 */
export function facetOptions<T extends string>(
  allLabel: string,
  values: readonly T[],
  counts: Record<string, number> | undefined,
  current: T | '',
  labelOf: (value: T) => string = (value) => value,
): SelectOption<T | ''>[] {
  return [
    { value: '', label: allLabel },
    ...values.map((value) => ({
      value,
      label: withCount(labelOf(value), counts?.[value]),
      disabled: counts !== undefined && (counts[value] ?? 0) === 0 && value !== current,
    })),
  ];
}
