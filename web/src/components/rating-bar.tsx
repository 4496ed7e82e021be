import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatRatingValue, ratingBarPercent, ratingBarTone, ratingCountLabel } from '@domain/directory/display-rules';
import { toneColors } from './score-tone';
import { VisuallyHidden } from './visually-hidden';

interface RatingBarProps {
  label: string;
  /** Average or rating out of 10; null shows N/A and an empty bar. */
  value: number | null;
  /** How many ratings the average rests on; shown as "N ratings" when given. */
  count?: number;
  dense?: boolean;
}

/**
 * One rating on the 10-point scale: label, value and a bar coloured by the spec's thresholds
 * (green from 80 %, amber from 60 %, red below). The bar is decorative; the text carries the value.
 */
export function RatingBar({ label, value, count, dense = false }: RatingBarProps) {
  const theme = useTheme();
  const { fg } = toneColors(theme, ratingBarTone(value));
  const text = formatRatingValue(value);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: dense ? 0.5 : 0.75 }}>
        <Typography variant={dense ? 'caption' : 'body2'} sx={{ color: 'text.secondary', fontWeight: 500, fontSize: dense ? '0.8125rem' : undefined }}>
          {label}
        </Typography>
        <Typography
          variant={dense ? 'caption' : 'body2'}
          sx={{ fontWeight: 600, color: value === null ? 'text.secondary' : 'text.primary', fontSize: dense ? '0.8125rem' : undefined, whiteSpace: 'nowrap' }}
        >
          {text}
          {value !== null && <VisuallyHidden> out of 10</VisuallyHidden>}
          {count !== undefined && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1 }}>
              ({ratingCountLabel(count)})
            </Box>
          )}
        </Typography>
      </Stack>
      <Box aria-hidden="true" sx={{ height: dense ? 6 : 8, borderRadius: 99, bgcolor: 'grey.100', overflow: 'hidden' }}>
        <Box sx={{ width: `${ratingBarPercent(value)}%`, height: '100%', borderRadius: 99, bgcolor: fg, transition: 'width 300ms ease' }} />
      </Box>
    </Box>
  );
}
