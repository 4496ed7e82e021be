import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appliedFilters, type DirectoryQuery } from '../../../lib/directory-query';

interface AppliedFiltersProps {
  query: DirectoryQuery;
  onApply: (changes: Partial<DirectoryQuery>) => void;
}

/** The row of applied filters; each chip removes its filter at once. */
export function AppliedFilters({ query, onApply }: AppliedFiltersProps) {
  const applied = appliedFilters(query);
  if (applied.length === 0) return null;
  return (
    <Stack component="section" aria-label="Applied filters" direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
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
          size="small"
          aria-label={`Remove filter ${filter.label}`}
        />
      ))}
    </Stack>
  );
}
