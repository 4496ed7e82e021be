import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** Shown but not choosable (e.g. a filter option that would leave no results). */
  disabled?: boolean;
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A labelled select. The empty option ("All Services", "All Countries", …) is displayed as a
 * value rather than left blank, so the current choice is always readable.
 */
export function SelectField<T extends string>({ label, value, options, onChange, size, sx }: SelectFieldProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      size={size}
      onChange={(e) => onChange(e.target.value as T)}
      sx={sx}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
