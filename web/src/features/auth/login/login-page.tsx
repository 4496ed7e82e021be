import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../../components/centered-card';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogIn } from '../api/log-in';
import { BackToHome, FormFooterLink } from '../components/auth-links';
import { loginSchema, type LoginValues } from './login-schema';
import { FocusFirstError } from '../../../components/focus-first-error';

const initialValues: LoginValues = { email: '', password: '' };

/**
 * What the email-confirmation link did (the API redirects here with ?confirmation=…,
 * docs/decisions/0007): approved applicants can sign in at once, the others wait for an admin.
 */
const CONFIRMATION_NOTICES = {
  approved: { severity: 'success', text: 'Email confirmed. Your work email was recognised and your account is approved: sign in below.' },
  pending: { severity: 'info', text: 'Email confirmed. Our team reviews your application within 1-2 business days and will email you.' },
  confirmed: { severity: 'success', text: 'Email confirmed.' },
  invalid: { severity: 'warning', text: 'This confirmation link is invalid or has expired.' },
} as const;

/** Sign in (spec part 1 §2, §4, §5); only approved accounts get through (DECISIONS §3). */
export function LoginPage() {
  useDocumentTitle('Sign In');
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger } = useLogIn();
  const confirmation = useSearchParams()[0].get('confirmation');
  const notice = confirmation && confirmation in CONFIRMATION_NOTICES
    ? CONFIRMATION_NOTICES[confirmation as keyof typeof CONFIRMATION_NOTICES]
    : null;

  async function submit(values: LoginValues) {
    try {
      const user = await trigger({ email: values.email.trim(), password: values.password });
      toast({ title: 'Welcome back!', message: user.firstName ? `Signed in as ${user.firstName}.` : 'You are signed in.', variant: 'success' });
      navigate(paths.home.getHref());
    } catch (error) {
      toast({ title: 'Login Failed', message: errorMessage(error, 'Invalid credentials. Please try again.'), variant: 'error' });
    }
  }

  return (
    <CenteredCard title="Sign In" description="Welcome back to BioVetted." maxWidth="xs" before={<BackToHome />}>
      <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Sign in">
            <FocusFirstError />
            <Stack spacing={2}>
              {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
              <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
              <FormTextField name="password" label="Password" type="password" autoComplete="current-password" required />
            </Stack>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()} variant="body2">
                Forgot password?
              </Link>
            </Box>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 3 }}>
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </Button>
            <FormFooterLink question="Don't have an account?" to={paths.auth.signup.getHref()}>
              Apply for access
            </FormFooterLink>
          </Form>
        )}
      </Formik>
    </CenteredCard>
  );
}
