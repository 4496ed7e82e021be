import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { APPLICATION_REVIEW_TURNAROUND } from '@domain/accounts/account-rules';
import { isApiError } from '../../../api/client';
import type { SignInRefusal } from '../../../api/types';
import { CenteredCard } from '../../../components/centered-card';
import { FormSubmitButton } from '../../../components/form-submit-button';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReturnTo } from '../../../lib/return-to';
import { WhileYouWait } from '../components/while-you-wait';
import { useLogIn } from '../api/log-in';
import { BackToHome, FormFooterLink } from '../components/auth-links';
import { SignInFields } from '../components/sign-in-fields';
import { ResendConfirmation } from '../components/resend-confirmation';
import { loginSchema, type LoginValues } from './login-schema';
import { FocusFirstError } from '../../../components/focus-first-error';

const initialValues: LoginValues = { email: '', password: '' };

/**
 * What the email-confirmation link did (the API redirects here with ?confirmation=…,
 * docs/decisions/0007): approved applicants can sign in at once, the others wait for an admin.
 */
const CONFIRMATION_NOTICES = {
  approved: { severity: 'success', text: 'Email confirmed. Your work email was recognised and your account is approved: sign in below.' },
  pending: {
    severity: 'info',
    text: `Email confirmed. Our team reviews your application within ${APPLICATION_REVIEW_TURNAROUND} and will email you the decision; you can sign in once it is approved.`,
  },
  confirmed: { severity: 'success', text: 'Email confirmed.' },
  invalid: { severity: 'warning', text: 'This confirmation link is invalid or has expired. Ask for a new one below.' },
} as const;

/** A sign-in refused after the right password (403), as the applicant needs to read it. */
interface Refusal {
  reason: SignInRefusal | null;
  message: string;
  email: string;
}

/**
 * Why the right password did not let the applicant in, and what to do: confirm the email (with a new link), wait
 * for the review (and how long), or nothing more. Focused when it appears, so it is read out.
 */
function RefusalNotice({ refusal, returnTo }: { refusal: Refusal; returnTo: string | null }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [refusal]);
  const severity = refusal.reason === 'email_unconfirmed' ? 'warning' : refusal.reason === 'pending_review' ? 'info' : 'error';
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Alert ref={notice} tabIndex={-1} severity={severity} role="alert">
        <Typography sx={{ fontWeight: 600 }}>{refusal.message}</Typography>
        {refusal.reason === 'email_unconfirmed' && (
          <Typography variant="body2">We sent a confirmation link to {refusal.email} when you applied. It works for 24 hours.</Typography>
        )}
        {refusal.reason === 'pending_review' && (
          <Typography variant="body2">Our team decides within {APPLICATION_REVIEW_TURNAROUND} and emails you the result.</Typography>
        )}
        {refusal.reason === 'suspended' && (
          <Typography variant="body2">
            If you think this is a mistake,{' '}
            <Link component={RouterLink} to={paths.contact.getHref()}>
              contact us
            </Link>
            .
          </Typography>
        )}
      </Alert>
      {refusal.reason === 'email_unconfirmed' && <ResendConfirmation email={refusal.email} returnTo={returnTo} />}
      {refusal.reason === 'pending_review' && <WhileYouWait returnTo={returnTo} />}
    </Stack>
  );
}

/** Sign in (docs/screens.md#screens, docs/screens.md#screen-states, docs/api-contract.md#form-rules); only approved accounts get through (docs/accounts.md). */
export function LoginPage() {
  useDocumentTitle('Sign In');
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger } = useLogIn();
  const confirmation = useSearchParams()[0].get('confirmation');
  // The page the visitor signed in from (a path of this site), where signing in lands them.
  const returnTo = useReturnTo();
  const notice = confirmation && confirmation in CONFIRMATION_NOTICES ? CONFIRMATION_NOTICES[confirmation as keyof typeof CONFIRMATION_NOTICES] : null;
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function submit(values: LoginValues) {
    setRefusal(null);
    try {
      const user = await trigger({ email: values.email.trim(), password: values.password });
      toast({ title: 'Welcome back!', message: user.firstName ? `Signed in as ${user.firstName}.` : 'You are signed in.', variant: 'success' });
      navigate(returnTo ?? paths.home.getHref());
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        const reason = (error.body?.reason ?? null) as SignInRefusal | null;
        setRefusal({ reason, message: error.message, email: values.email.trim() });
        return;
      }
      toast({ title: 'Login Failed', message: errorMessage(error, 'Invalid credentials. Please try again.'), variant: 'error' });
    }
  }

  return (
    <CenteredCard title="Sign In" description="Welcome back to BioVetted." maxWidth="xs" before={<BackToHome />}>
      {refusal && <RefusalNotice refusal={refusal} returnTo={returnTo} />}
      {notice && (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          <Alert severity={notice.severity}>{notice.text}</Alert>
          {confirmation === 'invalid' && <ResendConfirmation returnTo={returnTo} />}
          {confirmation === 'pending' && <WhileYouWait returnTo={returnTo} />}
        </Stack>
      )}
      <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submit}>
        {() => (
          <Form noValidate aria-label="Sign in">
            <FocusFirstError />
            <SignInFields emailLabel="Email" />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()} variant="body2">
                Forgot password?
              </Link>
            </Box>
            <FormSubmitButton label="Sign In" busyLabel="Signing in..." />
            <FormFooterLink question="Don't have an account?" to={paths.auth.signup.getHref(returnTo)}>
              Apply for access
            </FormFooterLink>
          </Form>
        )}
      </Formik>
    </CenteredCard>
  );
}
