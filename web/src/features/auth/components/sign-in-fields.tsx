import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/form-text-field';

/** Email and current password, as a member or the admin signs in; `current-password` lets password managers fill it. */
export function SignInFields({ emailLabel }: { emailLabel: string }) {
  return (
    <Stack spacing={2}>
      <FormTextField name="email" label={emailLabel} type="email" autoComplete="email" required />
      <FormTextField name="password" label="Password" type="password" autoComplete="current-password" required />
    </Stack>
  );
}
