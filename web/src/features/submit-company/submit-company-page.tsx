import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { SUBMISSION_ANSWERS, SUBMISSION_REVIEW_DAYS } from '@domain/company-submissions/submission-rules';
import { DEVELOPMENT_PHASES, MOLECULE_TYPES, SERVICE_LOCATIONS, SERVICES, THERAPEUTIC_AREAS, type CompanyType } from '@domain/directory/taxonomy';
import type { CurrentUser, SubmitCompanyInput } from '../../api/types';
import { SubmitAnotherOrBrowse, SuccessCard } from '../../components/success-card';
import { CompanyTypeField } from '../../components/company-type-field';
import { FormTextField } from '../../components/form-text-field';
import { FormSubmitButton } from '../../components/form-submit-button';
import { RequireSignIn } from '../../components/require-sign-in';
import { useToast } from '../../components/use-toast';
import { isApiError } from '../../api/client';
import { errorMessage } from '../../lib/error-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSubmitCompany } from '../../api/company-submissions';
import { useUploadSubmissionDocument } from './api/upload-submission-document';
import { DocumentPicker, documentProblem } from './components/document-picker';
import { FormMultiSelect } from '../../components/form-multi-select';
import { FocusFirstError } from '../../components/focus-first-error';
import { PossibleDuplicatesNotice } from '../../components/possible-duplicates-notice';
import { emptySubmitCompany, submitCompanySchema, type SubmitCompanyValues } from './submit-company-schema';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}

function SubmissionReceived({ companyName, documentFailed, onAnother }: { companyName: string; documentFailed: string | null; onAnother: () => void }) {
  return (
    <SuccessCard title={SUBMISSION_ANSWERS.receivedTitle}>
      <Typography sx={{ color: 'text.secondary' }}>
        Thank you for submitting <strong>{companyName}</strong>. Our team reviews every submission and will contact you within {SUBMISSION_REVIEW_DAYS}. Once approved,
        the company appears in the directory.
      </Typography>
      {documentFailed && (
        <Alert severity="warning" sx={{ textAlign: 'left' }}>
          Your verification document was not attached: {documentFailed} Our team may ask you for it by email.
        </Alert>
      )}
      <SubmitAnotherOrBrowse anotherLabel="Submit Another Company" onAnother={onAnother} />
    </SuccessCard>
  );
}

/** The cast form values as the API wants them: optional texts left out when empty. */
function toInput(values: SubmitCompanyValues, schema: ReturnType<typeof submitCompanySchema>): SubmitCompanyInput {
  const cast = schema.cast(values);
  const optional = <K extends string, V>(key: K, value: V | undefined | null | '') =>
    (value === undefined || value === null || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    name: cast.name,
    type: cast.type as CompanyType,
    location: cast.location,
    country: cast.country,
    contactEmail: cast.contactEmail,
    services: cast.services,
    therapeuticAreas: cast.therapeuticAreas,
    serviceLocations: cast.serviceLocations,
    moleculeTypes: cast.moleculeTypes as SubmitCompanyInput['moleculeTypes'],
    developmentPhases: cast.developmentPhases as SubmitCompanyInput['developmentPhases'],
    ...optional('website', cast.website),
    ...optional('foundedYear', cast.foundedYear),
    ...optional('employeeCount', cast.employeeCount),
    ...optional('description', cast.description),
    ...optional('contactName', cast.contactName),
    ...optional('contactTitle', cast.contactTitle),
  };
}

function SubmitCompanyForm({ user }: { user: CurrentUser }) {
  const toast = useToast();
  const schema = useMemo(() => submitCompanySchema(), []);
  const { trigger: submit } = useSubmitCompany();
  const { trigger: upload } = useUploadSubmissionDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [received, setReceived] = useState<{ name: string; documentFailed: string | null } | null>(null);

  if (received) {
    return (
      <SubmissionReceived
        companyName={received.name}
        documentFailed={received.documentFailed}
        onAnother={() => {
          setReceived(null);
          setFile(null);
        }}
      />
    );
  }

  function chooseFile(next: File | null) {
    setFile(next);
    setFileError(next ? documentProblem(next) : null);
  }

  async function send(values: SubmitCompanyValues, helpers: FormikHelpers<SubmitCompanyValues>) {
    if (file && fileError) {
      toast({ title: SUBMISSION_ANSWERS.failedTitle, message: `${fileError}. Choose a smaller file or remove it.`, variant: 'error' });
      return;
    }
    const input = toInput(values, schema);
    let submissionId: string;
    try {
      submissionId = (await submit(input)).submission.id;
    } catch (error) {
      // The server's field messages (same rules, same words) go under their fields too.
      if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors as Partial<Record<keyof SubmitCompanyValues, string>>);
      toast({ title: SUBMISSION_ANSWERS.failedTitle, message: errorMessage(error, SUBMISSION_ANSWERS.failed), variant: 'error' });
      return;
    }
    let documentFailed: string | null = null;
    if (file) {
      try {
        await upload({ submissionId, file });
      } catch (error) {
        documentFailed = errorMessage(error, 'The upload failed.');
      }
    }
    toast({ title: SUBMISSION_ANSWERS.receivedTitle, message: SUBMISSION_ANSWERS.received, variant: 'success' });
    setReceived({ name: input.name, documentFailed });
    window.scrollTo({ top: 0 });
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <BusinessOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main', fontSize: 32 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.1rem' } }}>
          Add Your Company
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Suggest a CRO, CMO, CDMO or integrated CRO-CDMO for the BioVetted directory. Fields marked * are required.
      </Typography>
      <Alert severity="info" icon={<ScheduleOutlinedIcon fontSize="inherit" />} sx={{ mb: 3 }}>
        Every submission is reviewed by our team. Review takes {SUBMISSION_REVIEW_DAYS}; we contact you by email once it is done.
      </Alert>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Formik initialValues={emptySubmitCompany(user.email)} validationSchema={schema} onSubmit={send}>
            {({ isSubmitting, values }) => (
              <Form noValidate aria-label="Submit a company">
                <FocusFirstError />
                <Stack spacing={4} divider={<Divider flexItem />}>
                  <Section title="Company Information">
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, sm: 8 }}>
                        <FormTextField name="name" label="Company Name" autoComplete="organization" required />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 4 }}>
                        <CompanyTypeField name="type" label="Company Type" />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="location" label="Location" placeholder="City, State/Region" required />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="country" label="Country" autoComplete="country-name" required />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="website" label="Website" placeholder="www.example.com" autoComplete="url" />
                      </Grid>
                      <Grid size={{ xs: 6, sm: 3 }}>
                        <FormTextField name="foundedYear" label="Founded Year" slotProps={{ htmlInput: { inputMode: 'numeric' } }} placeholder="e.g. 1998" />
                      </Grid>
                      <Grid size={{ xs: 6, sm: 3 }}>
                        <FormTextField name="employeeCount" label="Employees" slotProps={{ htmlInput: { inputMode: 'numeric' } }} placeholder="e.g. 20,000" />
                      </Grid>
                      <Grid size={12}>
                        <PossibleDuplicatesNotice name={values.name} website={values.website} />
                      </Grid>
                      <Grid size={12}>
                        <FormTextField name="description" label="Description" multiline minRows={3} helperText="What the company does, its main services and clients." />
                      </Grid>
                    </Grid>
                  </Section>
                  <Section title="Services & Specializations" description="Choose everything that applies; this is how the directory filters find the company.">
                    <Stack spacing={2}>
                      <FormMultiSelect name="services" label="Services" options={SERVICES} placeholder="Choose services" />
                      <FormMultiSelect name="therapeuticAreas" label="Therapeutic Areas" options={THERAPEUTIC_AREAS} placeholder="Choose therapeutic areas" />
                      <FormMultiSelect name="moleculeTypes" label="Modalities" options={MOLECULE_TYPES} placeholder="Choose molecule types" />
                      <FormMultiSelect name="developmentPhases" label="Development Phases" options={DEVELOPMENT_PHASES} placeholder="Choose phases" />
                      <FormMultiSelect name="serviceLocations" label="Service Locations" options={SERVICE_LOCATIONS} placeholder="Choose regions served" />
                    </Stack>
                  </Section>
                  <Section title="Contact Information" description="Who our team may contact about this submission. It is never shown publicly.">
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="contactName" label="Contact Name" autoComplete="name" />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <FormTextField name="contactTitle" label="Contact Title" autoComplete="organization-title" />
                      </Grid>
                      <Grid size={12}>
                        <FormTextField name="contactEmail" label="Contact Email" type="email" autoComplete="email" required />
                      </Grid>
                    </Grid>
                  </Section>
                  <DocumentPicker file={file} error={fileError} onChange={chooseFile} disabled={isSubmitting} />
                </Stack>
                <FormSubmitButton label="Submit Company" busyLabel="Submitting..." marginTop={4} />
              </Form>
            )}
          </Formik>
        </CardContent>
      </Card>
    </Container>
  );
}

/** /submit-company: a signed-in member proposes a company for the directory (docs/screens.md#screens, docs/data-model.md, docs/api-contract.md#form-rules, docs/screens.md#messages). */
export function SubmitCompanyPage() {
  useDocumentTitle('Add Company');
  return <RequireSignIn>{(user) => <SubmitCompanyForm user={user} />}</RequireSignIn>;
}
