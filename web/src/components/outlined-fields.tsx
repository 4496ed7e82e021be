import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { brand, neutral, radius } from '../app/theme/tokens';
import type { SelectOption } from './select-field';

/*
 * The outlined look of the theme's TextField (label on the outline, 56 px tall) drawn on the browser's own
 * <input> and <select>. MUI's input family (InputBase, OutlinedInput, FormControl, InputLabel, NativeSelect)
 * is about 8 KiB gzipped, and TextField's module adds Select, Menu, Popover and Modal: more than the landing
 * page's quick search needs before it starts (DECISIONS §15 budget for the landing page's initial JS).
 * On white surfaces only: the label's background hides the outline behind it.
 */

const control: SxProps<Theme> = {
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  height: 56,
  m: 0,
  px: '13px', // with the 1 px border, text starts 14 px in, as in the theme's inputs
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: neutral[0],
  border: `1px solid ${neutral[300]}`,
  borderRadius: `${radius.md}px`,
  outline: 'none',
  '&:hover': { borderColor: brand[300] },
  // Two pixels of the primary colour, as the theme's focused inputs, without moving the text.
  '&:focus': { borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
  '&::placeholder': { color: 'text.secondary', opacity: 0.7 },
};

/** A control with its label on the outline's top edge; `control` gets the id the label points to. */
function LabelledControl({ label, control: render }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box sx={{ position: 'relative', '&:focus-within > label': { color: 'primary.main' } }}>
      {render(id)}
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: 0,
          left: 10,
          transform: 'translateY(-50%)',
          px: '4px',
          bgcolor: neutral[0],
          color: 'text.secondary',
          fontSize: '0.75rem',
          lineHeight: 1.2,
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </Box>
    </Box>
  );
}

interface OutlinedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Attributes of the input element itself (maxLength, autoComplete). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/** A labelled single-line text field that looks like the theme's outlined TextField with its label shrunk. */
export function OutlinedTextField({ label, value, onChange, placeholder, htmlInput }: OutlinedTextFieldProps) {
  return (
    <LabelledControl
      label={label}
      control={(id) => (
        <Box component="input" id={id} type="text" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} {...htmlInput} sx={control} />
      )}
    />
  );
}

interface NativeSelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}

/**
 * A labelled select that opens the browser's own list (the platform's picker on a phone), outlined like
 * SelectField. The empty option ("All Services", …) shows as a value, as in SelectField.
 */
export function NativeSelectField<T extends string>({ label, value, options, onChange }: NativeSelectFieldProps<T>) {
  return (
    <LabelledControl
      label={label}
      control={(id) => (
        <>
          <Box component="select" id={id} value={value} onChange={(e) => onChange(e.target.value as T)} sx={{ ...control, appearance: 'none', pr: '36px', cursor: 'pointer' }}>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </Box>
          <ArrowDropDownIcon aria-hidden="true" sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: 'action.active' }} />
        </>
      )}
    />
  );
}
