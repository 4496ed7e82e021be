import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';

interface FormMultiSelectProps {
  name: string;
  label: string;
  options: readonly string[];
  placeholder?: string;
  helperText?: string;
}

/** A labelled multiple choice from a fixed list (the spec's enumerations), bound to Formik by name, shown as chips. */
export function FormMultiSelect({ name, label, options, placeholder, helperText }: FormMultiSelectProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <Autocomplete
      multiple
      id={`field-${name}`}
      options={[...options]}
      value={field.value}
      disableCloseOnSelect
      onChange={(_event, value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={field.value.length === 0 ? placeholder : undefined}
          error={showError}
          helperText={showError ? String(meta.error) : helperText}
        />
      )}
    />
  );
}
