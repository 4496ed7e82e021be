import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RESPONSE_GUIDELINES, VENDOR_MESSAGES, VENDOR_VERIFICATION_DAYS, VERIFICATION_DOCUMENT_MAX_LENGTH } from '@domain/vendors/vendor-rules';
import { useMyVendorAccounts } from '../../api/my-vendor-accounts';
import { FocusFirstError } from '../../components/focus-first-error';
import { FormTextField } from '../../components/form-text-field';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCompanies } from '../../api/companies';
import type { CompanyOption } from '../../api/types';
import { useRegisterVendor } from './api/register-vendor';
import { MyVendorAccounts } from '../../components/my-vendor-accounts';
import { vendorRegistrationSchema, type VendorRegistrationValues } from './vendor-registration-schema';

const optionLabel = (company: CompanyOption) => `${company.name} (${company.type}) · ${company.location}`;

function CompanyPicker({ options, loading }: { options: CompanyOption[]; loading: boolean }) {
  const [field, meta, helpers] = useField<string>('companyId');
  const showError = meta.touched && Boolean(meta.error);
  return (
    <Autocomplete
      id="field-companyId"
      options={options}
      loading={loading}
      value={options.find((c) => c.id === field.value) ?? null}
      onChange={(_e, company) => void helpers.setValue(company?.id ?? '')}
      onBlur={() => void helpers.setTouched(true)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label="Company" required error={showError} helperText={showError ? meta.error : 'Start typing the company name'} />}
    />
  );
}

function Guidelines() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <GavelIcon color="primary" />
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            Response guidelines
          </Typography>
        </Stack>
        <List dense>
          {RESPONSE_GUIDELINES.map((rule) => (
            <ListItem key={rule} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 28, mt: 0.5 }}>
                <CheckCircleOutlineIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={rule} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          See the{' '}
          <Link component={RouterLink} to={paths.legalTerms.getHref()} sx={{ fontWeight: 600 }}>
            vendor response policy
          </Link>{' '}
          in our legal terms.
        </Typography>
      </CardContent>
    </Card>
  );
}

function RegistrationSubmitted({ onAnother }: { onAnother: () => void }) {
  return (
    <Card variant="outlined" sx={{ textAlign: 'center' }}>
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 1 }}>
          Registration Submitted
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, maxWidth: 520, mx: 'auto' }}>
          Our team verifies your affiliation within {VENDOR_VERIFICATION_DAYS} and emails you the result. Once verified, free vendor accounts may respond to 1 review per
          month; paid vendor plans allow more (Basic 10, Professional 50, Enterprise unlimited).
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button component={RouterLink} to={paths.vendor.dashboard.getHref()} variant="contained">
            Open the Vendor Dashboard
          </Button>
          <Button component={RouterLink} to={paths.companies.list.getHref()} variant="outlined">
            Browse Companies
          </Button>
          <Button onClick={onAnother}>Register for another company</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function RegistrationForm() {
  const toast = useToast();
  // The whole directory fits in one page of 1000, sorted by name for the picker.
  const companies = useCompanies({ sort: 'name', limit: 1000 });
  const accounts = useMyVendorAccounts(true);
  const { trigger } = useRegisterVendor();
  const [submitted, setSubmitted] = useState(false);
  // "Claim this profile" opens the form with the company chosen.
  const [searchParams] = useSearchParams();
  const initialValues: VendorRegistrationValues = { companyId: searchParams.get('company') ?? '', verificationDocument: '' };

  async function submit(values: VendorRegistrationValues) {
    try {
      await trigger({ companyId: values.companyId, verificationDocument: values.verificationDocument?.trim() || undefined });
      toast({ title: 'Registration Submitted', message: VENDOR_MESSAGES.registrationSucceeded, variant: 'success' });
      setSubmitted(true);
    } catch (error) {
      toast({ title: 'Error', message: errorMessage(error, VENDOR_MESSAGES.registrationFailed), variant: 'error' });
    }
  }

  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 7 }}>
        {submitted ? (
          <RegistrationSubmitted onAnother={() => setSubmitted(false)} />
        ) : (
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              {companies.error && <Alert severity="error">{errorMessage(companies.error, 'Could not load the companies.')}</Alert>}
              <Formik initialValues={initialValues} validationSchema={vendorRegistrationSchema} onSubmit={submit}>
                {({ isSubmitting }) => (
                  <Form noValidate aria-label="Vendor registration">
                    <FocusFirstError />
                    <Stack spacing={3}>
                      <CompanyPicker options={companies.data?.companies ?? []} loading={companies.isLoading} />
                      <FormTextField
                        name="verificationDocument"
                        label="Verification info (optional)"
                        helperText="Your company email domain or a professional-profile URL that shows your role"
                        multiline
                        minRows={2}
                        slotProps={{ htmlInput: { maxLength: VERIFICATION_DOCUMENT_MAX_LENGTH } }}
                      />
                      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                        {isSubmitting ? 'Submitting...' : 'Submit for Verification'}
                      </Button>
                    </Stack>
                  </Form>
                )}
              </Formik>
            </CardContent>
          </Card>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <Guidelines />
          <MyVendorAccounts accounts={accounts.data ?? []} />
        </Stack>
      </Grid>
    </Grid>
  );
}

/** /vendor/register (docs/screens.md#vendor-registration): claim a company, then respond to its reviews once verified. */
export function VendorRegistrationPage() {
  useDocumentTitle('Vendor Registration');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' }, mb: 1 }}>
        Vendor Registration
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>
        Work for a reviewed service provider? Verify your affiliation to respond to its reviews publicly, under your company&apos;s name.
      </Typography>
      <RequireSignIn>{() => <RegistrationForm />}</RequireSignIn>
    </Container>
  );
}
