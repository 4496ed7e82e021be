import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { WEIGHT_MAX, WEIGHT_MIN } from '@domain/matching/project-requirements';

/** Words for importance 1-5. */
const IMPORTANCE = ['', 'Low', 'Some', 'Important', 'Very important', 'Critical'];

/** How much one rating category matters to the project, 1 (low) to 5 (critical). */
export function ImportanceSlider({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (value: number) => void }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden="true">
          {value} · {IMPORTANCE[value]}
        </Typography>
      </Box>
      <Slider
        value={value}
        min={WEIGHT_MIN}
        max={WEIGHT_MAX}
        step={1}
        marks
        onChange={(_event, next) => onChange(next as number)}
        getAriaValueText={(v) => `${v} of 5, ${IMPORTANCE[v]}`}
        aria-labelledby={`${id}-label`}
      />
    </Box>
  );
}
