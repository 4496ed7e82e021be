import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CATEGORY_SCORES_WITHHELD } from '@domain/directory/public-ratings';

/**
 * Where a company's category scores would be, while they are withheld (fewer than 3 member reviews): says so and
 * why, instead of empty bars that would read as "nobody rated this". `dense` for cards.
 */
export function CategoryScoresWithheld({ dense = false }: { dense?: boolean }) {
  return (
    <Box
      role="note"
      data-testid="category-scores-withheld"
      sx={{ borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', px: dense ? 1.5 : 2, py: dense ? 1 : 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <LockClockOutlinedIcon sx={{ fontSize: dense ? 18 : 20, color: 'text.secondary', mt: 0.25 }} aria-hidden="true" />
        <Box>
          <Typography variant={dense ? 'caption' : 'body2'} component="p" sx={{ fontWeight: 600, fontSize: dense ? '0.8125rem' : undefined }}>
            {CATEGORY_SCORES_WITHHELD.title}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {CATEGORY_SCORES_WITHHELD.why}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
