import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Navigate, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/client';
import { CenteredCard } from '../../../components/centered-card';
import { FormTextField } from '../../../components/form-text-field';
import { FormSubmitButton } from '../../../components/form-submit-button';
import { NewPasswordField } from '../../../components/new-password-field';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminSetupStatus } from '../api/admin-setup-status';
import { useCreateAdmin } from '../api/create-admin';
import { FocusFirstError } from '../../../components/focus-first-error';
import { FormFooterLink } from '../components/auth-links';
import { adminSetupSchema, type AdminSetupValues } from './admin-setup-schema';

const initialValues: AdminSetupValues = { email: '', password: '' };

/**
 * Creates the first admin; the server refuses once one exists (docs/accounts.md#roles-and-admin-accounts), so once one does the page
 * sends the visitor to Admin Login instead of offering a form that cannot work.
 */
export function AdminSetupPage() {
  useDocumentTitle('Admin Setup');
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger } = useCreateAdmin();
  const status = useAdminSetupStatus();

  async function submit(values: AdminSetupValues, helpers: FormikHelpers<AdminSetupValues>) {
    try {
      await trigger({ email: values.email.trim(), password: values.password });
      toast({ title: 'Success', message: 'Admin user created successfully.', variant: 'success' });
      navigate(paths.admin.login.getHref());
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
      toast({ title: 'Error', message: errorMessage(error, 'Failed to create admin user.'), variant: 'error' });
    }
  }

  if (status.data?.adminExists) return <Navigate to={paths.admin.login.getHref()} replace />;

  return (
    <CenteredCard title="Admin Setup" description="Create the first administrator account. This works only while no admin exists." maxWidth="xs">
      <Formik initialValues={initialValues} validationSchema={adminSetupSchema} onSubmit={submit}>
        {() => (
          <Form noValidate aria-label="Create the admin account">
            <FocusFirstError />
            <Stack spacing={2}>
              <FormTextField name="email" label="Admin Email" type="email" autoComplete="email" required />
              <NewPasswordField name="password" label="Password" />
            </Stack>
            <FormSubmitButton label="Create Admin" busyLabel="Creating Admin..." />
          </Form>
        )}
      </Formik>
      <FormFooterLink question="Already set up?" to={paths.admin.login.getHref()}>
        Admin sign in
      </FormFooterLink>
    </CenteredCard>
  );
}
