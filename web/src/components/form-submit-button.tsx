import Button from '@mui/material/Button';
import { useFormikContext } from 'formik';

interface FormSubmitButtonProps {
  label: string;
  /** What the button says while the request runs, e.g. "Signing in...". */
  busyLabel: string;
  /** Space above the button, in theme spacing units. */
  marginTop?: number;
}

/**
 * The full-width submit button of a single-column form. It is disabled while the surrounding Formik form
 * submits, so a second click cannot send the request twice, and says what is happening meanwhile.
 */
export function FormSubmitButton({ label, busyLabel, marginTop = 3 }: FormSubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={marginTop ? { mt: marginTop } : undefined}>
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}
