import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatCount } from '@domain/directory/display-rules';

interface UnstatedSwitchProps {
  /** The filter's label ("Therapeutic areas"). */
  label: string;
  checked: boolean;
  /** Off while the filter has no values: then it would change nothing. */
  disabled: boolean;
  /** How many companies it adds (the facets' unstated count); undefined while counts load. */
  adds: number | undefined;
  onChange: (checked: boolean) => void;
}

/**
 * "Include companies that don't state this (+N)": under a domain filter, keeps the companies that list nothing for
 * it, which the filter otherwise drops without a word. Off by default; applies at once.
 */
export function UnstatedSwitch({ label, checked, disabled, adds, onChange }: UnstatedSwitchProps) {
  const text = `Include companies that don't state this${adds === undefined ? '' : ` (+${formatCount(adds)})`}`;
  return (
    <FormControlLabel
      sx={{ mt: 0.5, ml: 0, alignItems: 'center', gap: 0.5 }}
      control={
        <Switch
          size="small"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          // The visible text first (so a voice command naming it works), then which filter it belongs to.
          slotProps={{ input: { 'aria-label': `${text}: ${label.toLowerCase()}` } }}
        />
      }
      label={
        <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
          {text}
        </Typography>
      }
    />
  );
}
