import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_SIZE_LABELS } from '@domain/directory/display-rules';
import { COMPANY_TYPE_LABELS, SERVICE_CATEGORY_LABELS } from '@domain/directory/taxonomy';
import { LIST_FILTERS, type DirectoryQuery } from '../../../lib/directory-query';

/** One applied filter as a removable chip: what it reads and what removing it changes. */
interface AppliedFilter {
  key: string;
  label: string;
  remove: Partial<DirectoryQuery>;
}

/** The applied filters of a query, in the panel's order. */
export function appliedFilters(query: DirectoryQuery): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  if (query.search) applied.push({ key: 'search', label: `“${query.search}”`, remove: { search: '' } });
  if (query.type) applied.push({ key: 'type', label: COMPANY_TYPE_LABELS[query.type], remove: { type: '' } });
  if (query.country) applied.push({ key: 'country', label: query.country, remove: { country: '' } });
  if (query.location) applied.push({ key: 'location', label: query.location, remove: { location: '' } });
  if (query.size) applied.push({ key: 'size', label: COMPANY_SIZE_LABELS[query.size], remove: { size: '' } });
  if (query.global) applied.push({ key: 'global', label: query.global === 'true' ? 'Global' : 'Regional', remove: { global: '' } });
  for (const category of query.serviceCategories) {
    applied.push({
      key: `category:${category}`,
      label: SERVICE_CATEGORY_LABELS[category],
      remove: { serviceCategories: query.serviceCategories.filter((c) => c !== category) },
    });
  }
  for (const filter of LIST_FILTERS) {
    for (const value of query[filter] as string[]) {
      applied.push({ key: `${filter}:${value}`, label: value, remove: { [filter]: (query[filter] as string[]).filter((v) => v !== value) } });
    }
  }
  return applied;
}

interface AppliedFiltersProps {
  query: DirectoryQuery;
  onApply: (changes: Partial<DirectoryQuery>) => void;
}

/** The row of applied filters; each chip removes its filter at once (issue 11). */
export function AppliedFilters({ query, onApply }: AppliedFiltersProps) {
  const applied = appliedFilters(query);
  if (applied.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-label="Applied filters"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2.5 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
        Applied:
      </Typography>
      {applied.map((filter) => (
        <Chip
          key={filter.key}
          label={filter.label}
          // The whole chip removes its filter (the × alone is a small target), as do Backspace and Delete.
          onClick={() => onApply(filter.remove)}
          onDelete={() => onApply(filter.remove)}
          color="secondary"
          variant="outlined"
          aria-label={`Remove filter ${filter.label}`}
        />
      ))}
    </Stack>
  );
}
