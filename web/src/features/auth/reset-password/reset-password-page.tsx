import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/client';
import { CenteredCard } from '../../../components/centered-card';
import { FormTextField } from '../../../components/form-text-field';
import { FormSubmitButton } from '../../../components/form-submit-button';
import { NewPasswordField } from '../../../components/new-password-field';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useTokenFromLink } from '../../../lib/use-token-from-link';
import { useResetPassword } from '../api/reset-password';
import { FormFooterLink } from '../components/auth-links';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';
import { FocusFirstError } from '../../../components/focus-first-error';

/** docs/screens.md#constants-and-limits: 3 s after an invalid link or a successful reset. */
const REDIRECT_DELAY_MS = 3000;

const initialValues: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

/** Sets a new password from the mailed link /reset-password?token=… (docs/screens.md#screens, docs/screens.md#screen-states). */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const toast = useToast();
  const token = useTokenFromLink();
  const { trigger } = useResetPassword();
  const [done, setDone] = useState(false);

  useRedirectAfter(!token, paths.auth.forgotPassword.getHref(), REDIRECT_DELAY_MS);
  useRedirectAfter(done, paths.auth.login.getHref(), REDIRECT_DELAY_MS);

  // Once per visit, also under StrictMode's double effects.
  const invalidLinkToasted = useRef(false);
  useEffect(() => {
    if (token || invalidLinkToasted.current) return;
    invalidLinkToasted.current = true;
    toast({ title: 'Invalid Link', message: 'This password reset link is invalid or incomplete.', variant: 'error' });
  }, [token, toast]);

  if (!token) {
    return (
      <CenteredCard title="Invalid Link" maxWidth="xs">
        <Alert severity="error">This password reset link is invalid or incomplete. Taking you to request a new one…</Alert>
      </CenteredCard>
    );
  }

  if (done) {
    return (
      <CenteredCard title="Password Reset Successful" maxWidth="xs">
        <Alert severity="success">Your password has been reset. Taking you to sign in…</Alert>
      </CenteredCard>
    );
  }

  async function submit(values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) {
    try {
      await trigger({ token, newPassword: values.newPassword });
      toast({ title: 'Password Reset Successful', message: 'You can now sign in with your new password.', variant: 'success' });
      setDone(true);
    } catch (error) {
      const passwordError = isApiError(error) ? error.fieldErrors?.newPassword : undefined;
      if (passwordError) {
        // A password the server refuses (too common, docs/security.md#trust-and-safety-rules): the link still works, pick another.
        helpers.setFieldError('newPassword', passwordError);
        toast({ title: 'Reset Failed', message: passwordError, variant: 'error' });
      } else if (isApiError(error) && error.status === 400) {
        toast({ title: 'Invalid Token', message: error.message, variant: 'error' });
      } else {
        toast({ title: 'Reset Failed', message: errorMessage(error, 'Failed to reset password. Please try again.'), variant: 'error' });
      }
    }
  }

  return (
    <CenteredCard title="Reset Password" description="Choose a new password for your account." maxWidth="xs">
      <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
        {() => (
          <Form noValidate aria-label="Reset password">
            <FocusFirstError />
            <Stack spacing={2}>
              <NewPasswordField name="newPassword" label="New Password" />
              <FormTextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
            </Stack>
            <FormSubmitButton label="Reset Password" busyLabel="Resetting..." />
          </Form>
        )}
      </Formik>
      <FormFooterLink question="Link expired?" to={paths.auth.forgotPassword.getHref()}>
        Request a new one
      </FormFooterLink>
    </CenteredCard>
  );
}
