import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { SelectOption } from './select-field';

/*
 * TextField's outlined look (a FormControl, a shrunk InputLabel and an OutlinedInput) without TextField: its
 * module imports Select, and with it Menu, Popover and Modal, about 15 KiB gzipped that the landing page's
 * quick search never uses (DECISIONS §15 budget for the landing page's initial JS).
 */

interface OutlinedTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Attributes of the input element itself (maxLength, autoComplete). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/** A form control with its label shrunk above the outline, as TextField draws one; `control` gets the label's id. */
function LabelledControl({ label, control }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FormControl>
      <InputLabel shrink htmlFor={id}>
        {label}
      </InputLabel>
      {control(id)}
    </FormControl>
  );
}

/** A labelled single-line text field that looks like an outlined TextField with its label shrunk. */
export function OutlinedTextField({ label, value, onChange, placeholder, htmlInput }: OutlinedTextFieldProps) {
  return (
    <LabelledControl
      label={label}
      control={(id) => (
        <OutlinedInput id={id} notched label={label} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} inputProps={htmlInput} />
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
        <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)} input={<OutlinedInput notched label={label} />}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
