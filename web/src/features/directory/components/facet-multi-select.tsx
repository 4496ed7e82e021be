import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { withCount } from './facet-options';

interface FacetMultiSelectProps<T extends string> {
  label: string;
  /** Every option, in display order. */
  values: readonly T[];
  selected: readonly T[];
  counts: Record<string, number> | undefined;
  onChange: (selected: T[]) => void;
}

/**
 * A multi-choice filter (therapeutic areas, modalities, phases) whose options carry their facet counts;
 * a company matches when it lists any chosen value. Options that would leave nothing are disabled.
 */
export function FacetMultiSelect<T extends string>({ label, values, selected, counts, onChange }: FacetMultiSelectProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={selected}
      onChange={(event) => {
        const value = event.target.value as unknown as T[] | string;
        onChange((typeof value === 'string' ? value.split(',') : value) as T[]);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (chosen) => {
            const list = chosen as T[];
            if (list.length === 0) return 'Any';
            return list.length <= 2 ? list.join(', ') : `${list.length} selected`;
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {values.map((value) => {
        const count = counts?.[value];
        const checked = selected.includes(value);
        return (
          <MenuItem key={value} value={value} disabled={counts !== undefined && (count ?? 0) === 0 && !checked} dense>
            <Checkbox checked={checked} size="small" sx={{ p: 0.5, mr: 1 }} slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } }} />
            <ListItemText primary={withCount(value, count)} />
          </MenuItem>
        );
      })}
    </TextField>
  );
}
