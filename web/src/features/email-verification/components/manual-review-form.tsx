import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { CurrentUser } from '../../../api/types';
import { FormTextField } from '../../../components/form-text-field';
import { FormSubmitButton } from '../../../components/form-submit-button';
import { EmployerRoleFields, PersonNameFields } from '../../../components/professional-profile-fields';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useRequestVerification } from '../api/request-verification';
import { verificationRequestSchema, type VerificationRequestValues } from '../verification-request-schema';
import { FocusFirstError } from '../../../components/focus-first-error';

/** The request for a manual check, prefilled from the account (docs/screens.md#screens, docs/api-contract.md#form-rules, docs/screens.md#messages). */
export function ManualReviewForm({ user }: { user: CurrentUser }) {
  const toast = useToast();
  const { trigger } = useRequestVerification();
  const [submitted, setSubmitted] = useState(false);

  const initialValues: VerificationRequestValues = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    company: user.company ?? '',
    jobTitle: user.jobTitle ?? '',
    linkedinProfile: user.linkedinProfile ?? '',
    additionalInfo: '',
  };

  async function submit(values: VerificationRequestValues) {
    const { linkedinProfile, additionalInfo, ...rest } = verificationRequestSchema.cast(values);
    try {
      await trigger({
        email: user.email,
        ...rest,
        ...(linkedinProfile ? { linkedinProfile } : {}),
        ...(additionalInfo ? { additionalInfo } : {}),
      });
      toast({
        title: 'Verification Request Submitted',
        message: 'Your request has been submitted for manual review by our team.',
        variant: 'success',
      });
      setSubmitted(true);
    } catch (error) {
      toast({
        title: 'Submission Failed',
        message: errorMessage(error, 'Failed to submit verification request. Please try again.'),
        variant: 'error',
      });
    }
  }

  if (submitted) {
    return <Alert severity="success">Your request has been submitted for manual review. We will notify you by email once it has been reviewed.</Alert>;
  }

  return (
    <Box component="section" aria-labelledby="manual-review-title">
      <Typography id="manual-review-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Request manual verification
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Tell us about your professional role and our team will verify your account by hand.
      </Typography>
      <Formik initialValues={initialValues} validationSchema={verificationRequestSchema} onSubmit={submit}>
        {() => (
          <Form noValidate aria-label="Request manual verification">
            <FocusFirstError />
            <Grid container spacing={2}>
              <PersonNameFields />
              <EmployerRoleFields />
              <Grid size={12}>
                <FormTextField name="linkedinProfile" label="Professional Profile URL (optional)" type="url" placeholder="https://www.linkedin.com/in/your-name" />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  name="additionalInfo"
                  label="Additional Information (optional)"
                  multiline
                  minRows={3}
                  helperText="Anything that helps us confirm your role, e.g. your team or a public profile."
                />
              </Grid>
            </Grid>
            <Alert severity="info" icon={<LockOutlinedIcon fontSize="inherit" />} sx={{ mt: 2 }}>
              Your privacy is protected: this information is used only to verify your professional status. Your reviews always stay anonymous.
            </Alert>
            <FormSubmitButton label="Submit for Review" busyLabel="Submitting..." />
          </Form>
        )}
      </Formik>
    </Box>
  );
}
