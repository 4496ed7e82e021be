import Alert from '@mui/material/Alert';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { CenteredCard } from '../../../components/centered-card';
import { FormSubmitButton } from '../../../components/form-submit-button';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRedirectAfter } from '../../../lib/use-redirect-after';
import { useAdminLogIn } from '../api/admin-log-in';
import { FormFooterLink } from '../components/auth-links';
import { SignInFields } from '../components/sign-in-fields';
import { adminLoginSchema, type AdminLoginValues } from './admin-login-schema';
import { FocusFirstError } from '../../../components/focus-first-error';

/** docs/screens.md#constants-and-limits: 1 s after the admin signs in. */
const REDIRECT_DELAY_MS = 1000;

const initialValues: AdminLoginValues = { email: '', password: '' };

/** Admin sign-in with email and password (docs/accounts.md#roles-and-admin-accounts deviates from the spec's email-only form). */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const toast = useToast();
  const { trigger } = useAdminLogIn();
  const [signedIn, setSignedIn] = useState(false);

  useRedirectAfter(signedIn, paths.admin.dashboard.getHref(), REDIRECT_DELAY_MS);

  async function submit(values: AdminLoginValues) {
    try {
      await trigger({ email: values.email.trim(), password: values.password });
      toast({ title: 'Success', message: 'Admin login successful! Redirecting...', variant: 'success' });
      setSignedIn(true);
    } catch (error) {
      toast({
        title: 'Login Failed',
        message: errorMessage(error, 'Authentication failed. Unable to authenticate admin access.'),
        variant: 'error',
      });
    }
  }

  return (
    <CenteredCard title="Admin Login" description="Sign in with your administrator account." maxWidth="xs">
      {signedIn ? (
        <Alert severity="success">Signed in. Opening the admin dashboard…</Alert>
      ) : (
        <Formik initialValues={initialValues} validationSchema={adminLoginSchema} onSubmit={submit}>
          {() => (
            <Form noValidate aria-label="Admin sign in">
              <FocusFirstError />
              <SignInFields emailLabel="Admin Email" />
              <FormSubmitButton label="Sign In as Admin" busyLabel="Signing in..." />
            </Form>
          )}
        </Formik>
      )}
      <FormFooterLink question="No admin yet?" to={paths.admin.setup.getHref()}>
        Set up the admin account
      </FormFooterLink>
    </CenteredCard>
  );
}
