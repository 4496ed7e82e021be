import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RATING_MAX, RATING_MIN } from '@domain/reviews/rating-categories';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const NOT_APPLICABLE = 'na';

interface RatingPickerProps {
  id: string;
  label: string;
  /** A rating 1-10, null for Not Applicable, undefined while not chosen. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  error?: string;
  description?: string;
}

/** One category rated 1-10 or Not Applicable, as a row of buttons (docs/screens.md#submit-review). */
export function RatingPicker({ id, label, value, onChange, error, description }: RatingPickerProps) {
  const selected = value === undefined ? null : value === null ? NOT_APPLICABLE : String(value);
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 0.75 }}>
        <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          {value === undefined ? 'Not rated yet' : value === null ? 'Not applicable' : `${value}/10`}
        </Typography>
      </Box>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {description}
        </Typography>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selected}
        onChange={(_event, next: string | null) => {
          if (next === null) return; // a choice stays chosen; pick another to change it
          onChange(next === NOT_APPLICABLE ? null : Number(next));
        }}
        aria-label={`${label} rating`}
        aria-describedby={error ? `${id}-error` : undefined}
        sx={{ flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButtonGroup-grouped': { borderRadius: '8px !important', border: 1, borderColor: 'divider', m: 0 } }}
      >
        {SCALE.map((score) => (
          <ToggleButton key={score} value={String(score)} aria-label={`${label} ${score} out of 10`} sx={{ minWidth: 40, fontWeight: 600 }}>
            {score}
          </ToggleButton>
        ))}
        <ToggleButton value={NOT_APPLICABLE} aria-label={`${label} not applicable`} sx={{ px: 1.5, textTransform: 'none' }}>
          Not Applicable
        </ToggleButton>
      </ToggleButtonGroup>
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
