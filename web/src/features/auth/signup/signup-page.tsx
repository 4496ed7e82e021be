import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState } from 'react';
import { APPLICATION_REVIEW_TURNAROUND } from '@domain/accounts/account-rules';
import type { ApprovalPath } from '@domain/accounts/account';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '../../../api/client';
import { CenteredCard } from '../../../components/centered-card';
import { SuccessCard } from '../../../components/success-card';
import { FormTextField } from '../../../components/form-text-field';
import { FormSubmitButton } from '../../../components/form-submit-button';
import { NewPasswordField } from '../../../components/new-password-field';
import { EmployerRoleFields, PersonNameFields } from '../../../components/professional-profile-fields';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReturnTo } from '../../../lib/return-to';
import { WhileYouWait } from '../components/while-you-wait';
import { useSignUp } from '../api/sign-up';
import { BackToHome, FormFooterLink } from '../components/auth-links';
import { ResendConfirmation } from '../components/resend-confirmation';
import { emptySignup, signupSchema, type SignupValues } from './signup-schema';
import { FocusFirstError } from '../../../components/focus-first-error';

/**
 * What happens next, for this address: an industry address is approved on confirmation; any other
 * waits for our team after it. The heading takes the focus, so the outcome is read out.
 */
function ApplicationSubmitted({ email, approval, returnTo }: { email: string; approval: ApprovalPath; returnTo: string | null }) {
  return (
    <SuccessCard title="Application Submitted!" focusTitle>
      <Typography sx={{ color: 'text.secondary' }}>
        <strong>Next: confirm your email.</strong> We sent a link to {email}; open it within 24 hours.
      </Typography>
      {approval === 'automatic' ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Your address belongs to a recognised pharma, biotech, CRO/CDMO, academic or government organisation, so your account is approved as soon as you confirm it and
          you can sign in straight away.
        </Typography>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          Then our team reviews your application, usually within {APPLICATION_REVIEW_TURNAROUND}, and emails you the decision. You can sign in once it is approved.
        </Typography>
      )}
      {approval !== 'automatic' && <WhileYouWait returnTo={returnTo} />}
      <Stack spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No email after a few minutes? Check your spam folder, or:
        </Typography>
        <ResendConfirmation email={email} returnTo={returnTo} />
      </Stack>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Return to Homepage
      </Button>
    </SuccessCard>
  );
}

/**
 * A second application for an address that has an account (409): whoever it is can sign in, reset the password,
 * or, if the first application was never confirmed, get a new confirmation link. The same for every address, so
 * it tells nothing more than the 409 does.
 */
function DuplicateApplication({ email, message, returnTo }: { email: string; message: string; returnTo: string | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), [email]);
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Alert ref={alert} tabIndex={-1} severity="warning" role="alert">
        <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
        <Typography variant="body2">
          Is it yours?{' '}
          <Link component={RouterLink} to={paths.auth.login.getHref(returnTo)}>
            Sign in
          </Link>
          ,{' '}
          <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()}>
            reset your password
          </Link>
          , or, if you never confirmed your email, get a new confirmation link:
        </Typography>
      </Alert>
      <ResendConfirmation email={email} returnTo={returnTo} />
    </Stack>
  );
}

/** Apply for access (docs/screens.md#screens, docs/screens.md#screen-states, docs/api-contract.md#form-rules). */
export function SignupPage() {
  useDocumentTitle('Apply for Access');
  const toast = useToast();
  const { trigger } = useSignUp();
  // The page the applicant came from: the confirmation link carries it to the first sign-in.
  const returnTo = useReturnTo();
  const [submitted, setSubmitted] = useState<{ email: string; approval: ApprovalPath } | null>(null);
  const [duplicate, setDuplicate] = useState<{ email: string; message: string } | null>(null);

  if (submitted) return <ApplicationSubmitted email={submitted.email} approval={submitted.approval} returnTo={returnTo} />;

  async function submit(values: SignupValues, helpers: FormikHelpers<SignupValues>) {
    const { linkedinProfile, ...rest } = signupSchema.cast(values);
    setDuplicate(null);
    try {
      const { approval } = await trigger({ ...rest, ...(linkedinProfile ? { linkedinProfile } : {}), ...(returnTo ? { returnTo } : {}) });
      setSubmitted({ email: rest.email, approval });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setDuplicate({ email: rest.email, message: error.message });
        return;
      }
      // The server's field messages (a too common password, docs/security.md#trust-and-safety-rules) go under their fields.
      if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
      toast({ title: 'Signup Failed', message: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'error' });
    }
  }

  return (
    <CenteredCard
      title="Apply for Access"
      description={`BioVetted is open to verified biotech and pharma professionals. Work emails from recognised organisations are approved as soon as they are confirmed; other applications are reviewed by our team within ${APPLICATION_REVIEW_TURNAROUND}.`}
      before={<BackToHome />}
    >
      {duplicate && <DuplicateApplication email={duplicate.email} message={duplicate.message} returnTo={returnTo} />}
      <Formik initialValues={emptySignup} validationSchema={signupSchema} onSubmit={submit}>
        {() => (
          <Form noValidate aria-label="Apply for access">
            <FocusFirstError />
            <Grid container spacing={2}>
              <PersonNameFields />
              <Grid size={12}>
                <FormTextField
                  name="email"
                  label="Work Email"
                  type="email"
                  autoComplete="email"
                  required
                  helperText="A company or institution address is verified fastest."
                />
              </Grid>
              <Grid size={12}>
                <NewPasswordField name="password" label="Password" />
              </Grid>
              <EmployerRoleFields />
              <Grid size={12}>
                <FormTextField
                  name="linkedinProfile"
                  label="LinkedIn Profile (optional)"
                  type="url"
                  autoComplete="url"
                  placeholder="https://www.linkedin.com/in/your-name"
                />
              </Grid>
            </Grid>
            <Box sx={{ mt: 3 }}>
              <FormSubmitButton label="Submit Application" busyLabel="Submitting Application..." marginTop={0} />
            </Box>
            <FormFooterLink question="Already have an account?" to={paths.auth.login.getHref(returnTo)}>
              Sign in
            </FormFooterLink>
          </Form>
        )}
      </Formik>
    </CenteredCard>
  );
}
