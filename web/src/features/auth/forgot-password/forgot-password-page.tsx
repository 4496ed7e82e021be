import Alert from '@mui/material/Alert';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { CenteredCard } from '../../../components/centered-card';
import { FormTextField } from '../../../components/form-text-field';
import { FormSubmitButton } from '../../../components/form-submit-button';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset } from '../api/forgot-password';
import { FormFooterLink } from '../components/auth-links';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';
import { FocusFirstError } from '../../../components/focus-first-error';

const initialValues: ForgotPasswordValues = { email: '' };

/** Asks for a reset link; the answer never reveals whether the account exists (docs/accounts.md). */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const toast = useToast();
  const { trigger } = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function submit(values: ForgotPasswordValues) {
    try {
      const { message } = await trigger(values.email.trim());
      setSentMessage(message);
      toast({ title: 'Check Your Email', message, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', message: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'error' });
    }
  }

  return (
    <CenteredCard title="Forgot Password" description="Enter the email address of your account and we will send you a link to reset your password." maxWidth="xs">
      {sentMessage ? (
        <Alert severity="success">{sentMessage}</Alert>
      ) : (
        <Formik initialValues={initialValues} validationSchema={forgotPasswordSchema} onSubmit={submit}>
          {() => (
            <Form noValidate aria-label="Request a password reset link">
              <FocusFirstError />
              <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
              <FormSubmitButton label="Send Reset Link" busyLabel="Sending..." />
            </Form>
          )}
        </Formik>
      )}
      <FormFooterLink question="Remembered it?" to={paths.auth.login.getHref()}>
        Back to sign in
      </FormFooterLink>
    </CenteredCard>
  );
}
