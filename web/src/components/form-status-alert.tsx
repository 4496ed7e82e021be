import Alert from '@mui/material/Alert';
import { useFormikContext } from 'formik';

/**
 * The error a dialog's form put in Formik's status when the server refused it (`helpers.setStatus(message)`),
 * shown above the fields so it stays next to what has to change.
 */
export function FormStatusAlert() {
  const { status } = useFormikContext();
  if (!status) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {status as string}
    </Alert>
  );
}
