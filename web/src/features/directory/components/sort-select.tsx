import { RATING_CATEGORIES, RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import { SelectField, type SelectOption } from '../../../components/select-field';
import type { DirectorySort } from '../../../lib/directory-query';

const BASE_SORT_LABELS = {
  rating: 'Top rated',
  reviews: 'Most reviews',
  name: 'Name (A-Z)',
  recent: 'Most recent review',
} as const;

export const SORT_OPTIONS: SelectOption<DirectorySort>[] = [
  ...Object.entries(BASE_SORT_LABELS).map(([value, label]) => ({ value: value as DirectorySort, label })),
  ...RATING_CATEGORIES.map((category) => ({ value: category, label: `${RATING_CATEGORY_LABELS[category]} rating` })),
];

/** Sorting applies immediately. Rating sorts are evidence-weighted (docs/directory.md; the methodology page). */
export function SortSelect({ value, onChange }: { value: DirectorySort; onChange: (sort: DirectorySort) => void }) {
  return <SelectField label="Sort by" size="small" value={value} options={SORT_OPTIONS} onChange={onChange} sx={{ minWidth: 240, width: { xs: '100%', sm: 'auto' } }} />;
}
