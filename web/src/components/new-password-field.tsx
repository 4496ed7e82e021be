import { FormTextField } from './form-text-field';

/**
 * A password being chosen, with the hint that states its rules (at least 8 characters, not a common one), so every
 * form that sets a password tells them the same way; `new-password` lets password managers offer one.
 */
export function NewPasswordField({ name, label }: { name: string; label: string }) {
  return <FormTextField name={name} label={label} type="password" autoComplete="new-password" required helperText="At least 8 characters, and not a common password." />;
}
