import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pluralize } from '@domain/directory/display-rules';
import { VisuallyHidden } from '../../../components/visually-hidden';

/**
 * How many reviews gave each rating 1-10 in one category (docs/directory.md), as ten columns scaled to the
 * most frequent rating. The columns are decorative; a screen reader hears the counts as a sentence.
 */
export function RatingDistribution({ label, counts }: { label: string; counts: readonly number[] }) {
  const most = Math.max(1, ...counts);
  const spoken = counts
    .map((count, i) => ({ rating: i + 1, count }))
    .filter(({ count }) => count > 0)
    .map(({ rating, count }) => `${pluralize(count, 'review')} gave ${rating}`)
    .join(', ');
  return (
    <Box>
      <VisuallyHidden>
        {label} rating distribution: {spoken || 'no ratings'}.
      </VisuallyHidden>
      <Stack direction="row" aria-hidden="true" sx={{ alignItems: 'flex-end', gap: '3px', height: 36, mt: 1 }}>
        {counts.map((count, i) => (
          <Box
            key={i}
            title={`${i + 1}/10: ${pluralize(count, 'review')}`}
            sx={{
              flex: 1,
              height: `${Math.max(count > 0 ? 12 : 4, (count / most) * 100)}%`,
              bgcolor: count > 0 ? (i >= 7 ? 'success.main' : i >= 5 ? 'warning.main' : 'error.main') : 'grey.200',
              borderRadius: '2px 2px 0 0',
            }}
          />
        ))}
      </Stack>
      <Stack direction="row" aria-hidden="true" sx={{ justifyContent: 'space-between', mt: 0.25 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontSize: '0.6875rem' }}>
          1
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontSize: '0.6875rem' }}>
          10
        </Typography>
      </Stack>
    </Box>
  );
}
