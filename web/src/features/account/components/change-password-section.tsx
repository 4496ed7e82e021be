import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/client';
import { FormTextField } from '../../../components/form-text-field';
import { NewPasswordField } from '../../../components/new-password-field';
import { errorMessage } from '../../../lib/error-message';
import { changePassword } from '../api/change-password';
import { changePasswordSchema, emptyChangePassword, type ChangePasswordValues } from '../change-password-schema';
import { AccountSection } from './account-section';
import { FocusFirstError } from '../../../components/focus-first-error';

/**
 * Change password (docs/administration.md). The server's field messages (a wrong current password, a too common new one)
 * go under their fields and take the focus; success is announced and focused, and the form is emptied.
 */
export function ChangePasswordSection() {
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function submit(values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) {
    setOutcome(null);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      helpers.resetForm();
      setOutcome({
        severity: 'success',
        text: 'Your password was changed. You stay signed in here; every other device was signed out, and we emailed you a confirmation.',
      });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        helpers.setErrors(error.fieldErrors);
        helpers.setTouched(Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, true])), false);
      } else {
        setOutcome({ severity: 'error', text: errorMessage(error, 'Could not change the password. Please try again.') });
      }
    }
  }

  return (
    <AccountSection id="password" title="Change password" description="Changing it signs you out on every other device.">
      <Formik initialValues={emptyChangePassword} validationSchema={changePasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Change password">
            <FocusFirstError />
            <Stack spacing={2} sx={{ maxWidth: 420 }}>
              {outcome && (
                <Alert ref={outcomeRef} tabIndex={-1} severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
                  {outcome.text}
                </Alert>
              )}
              <FormTextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" required />
              <NewPasswordField name="newPassword" label="New Password" />
              <FormTextField name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" required />
              <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                {isSubmitting ? 'Changing…' : 'Change Password'}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AccountSection>
  );
}
