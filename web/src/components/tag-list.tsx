import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { moreLabel, overflow } from '@domain/directory/display-rules';

interface TagListProps {
  items: readonly string[];
  /** Show at most this many, then "+N more". */
  max?: number;
  size?: 'small' | 'medium';
  'aria-label'?: string;
}

/** A wrapping list of chips with the spec's "+N more" overflow. */
export function TagList({ items, max = Number.POSITIVE_INFINITY, size = 'small', ...rest }: TagListProps) {
  const { shown, more } = overflow(items, max);
  return (
    <Stack component="ul" direction="row" aria-label={rest['aria-label']} sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((item) => (
        <li key={item}>
          <Chip label={item} size={size} variant="outlined" sx={{ bgcolor: 'background.paper' }} />
        </li>
      ))}
      {more > 0 && (
        <li>
          <Chip label={moreLabel(more)} size={size} sx={{ bgcolor: 'grey.100', color: 'text.secondary' }} />
        </li>
      )}
    </Stack>
  );
}
