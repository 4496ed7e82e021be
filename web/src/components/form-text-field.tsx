import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
  label: string;
};

/**
 * A labelled text field bound to the surrounding Formik form by name. A field's error shows once
 * it was left or the form was submitted, and follows every change after that.
 */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField {...props} {...field} id={props.id ?? `field-${name}`} value={field.value ?? ''} error={showError} helperText={showError ? meta.error : helperText} />
  );
}
