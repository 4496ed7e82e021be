import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '../../../api/client';
import { CenteredCard } from '../../../components/centered-card';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/use-toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSignUp } from '../api/sign-up';
import { BackToHome, FormFooterLink } from '../components/auth-links';
import { emptySignup, signupSchema, type SignupValues } from './signup-schema';
import { FocusFirstError } from '../../../components/focus-first-error';

function ApplicationSubmitted() {
  return (
    <CenteredCard title="Application Submitted!">
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleOutlinedIcon aria-hidden="true" sx={{ fontSize: 56, color: 'success.main' }} />
        <Typography sx={{ color: 'text.secondary' }}>
          Thank you for applying. Our team reviews every application manually, usually within 1-2 business days,
          and you will get an email once yours has been reviewed.
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          We have also sent a confirmation link to your email address: please open it to confirm your address.
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
          Return to Homepage
        </Button>
      </Stack>
    </CenteredCard>
  );
}

/** Apply for access (spec part 1 §2, §4, §5). */
export function SignupPage() {
  useDocumentTitle('Apply for Access');
  const toast = useToast();
  const { trigger } = useSignUp();
  const [submitted, setSubmitted] = useState(false);

  if (submitted) return <ApplicationSubmitted />;

  async function submit(values: SignupValues, helpers: FormikHelpers<SignupValues>) {
    const { linkedinProfile, ...rest } = signupSchema.cast(values);
    try {
      await trigger({ ...rest, ...(linkedinProfile ? { linkedinProfile } : {}) });
      setSubmitted(true);
    } catch (error) {
      // The server's field messages (a too common password, DECISIONS §14) go under their fields.
      if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
      toast({ title: 'Signup Failed', message: errorMessage(error, 'Something went wrong. Please try again.'), variant: 'error' });
    }
  }

  return (
    <CenteredCard
      title="Apply for Access"
      description="BioVetted is open to verified biotech and pharma professionals. Every application is reviewed by our team."
      before={<BackToHome />}
    >
      <Formik initialValues={emptySignup} validationSchema={signupSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Apply for access">
            <FocusFirstError />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="firstName" label="First Name" autoComplete="given-name" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="lastName" label="Last Name" autoComplete="family-name" required />
              </Grid>
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
                <FormTextField
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  required
                  helperText="At least 8 characters, and not a common password."
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="company" label="Company" autoComplete="organization" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="jobTitle" label="Job Title" autoComplete="organization-title" required />
              </Grid>
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
              <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
                {isSubmitting ? 'Submitting Application...' : 'Submit Application'}
              </Button>
            </Box>
            <FormFooterLink question="Already have an account?" to={paths.auth.login.getHref()}>
              Sign in
            </FormFooterLink>
          </Form>
        )}
      </Formik>
    </CenteredCard>
  );
}
