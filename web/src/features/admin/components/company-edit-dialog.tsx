import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';
import { normaliseWebsite, parseWholeNumber, WEBSITE_PATTERN } from '@domain/company-submissions/submission-rules';
import {
  BIOREACTOR_LITERS_MAX,
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_FACT_MESSAGES,
  COMPANY_TEXT_MAX_LENGTH,
  foundedYearMessage,
  foundedYearProblem,
} from '@domain/directory/company-fact-rules';
import { DATASET_EARLIEST_FOUNDED_YEAR } from '@domain/directory/dataset-company';
import { COMPANY_TYPES, DEVELOPMENT_PHASES, MOLECULE_TYPES, SERVICE_LOCATIONS, SERVICES, THERAPEUTIC_AREAS, type CompanyType } from '@domain/directory/taxonomy';
import { isApiError } from '../../../api/client';
import { useCompany } from '../../../api/companies';
import type { CompanyDetail, EditCompanyInput } from '../../../api/types';
import { CompanyTypeField } from '../../../components/company-type-field';
import { FocusFirstError } from '../../../components/focus-first-error';
import { FormMultiSelect } from '../../../components/form-multi-select';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useEditCompany } from '../api/management';

/** A yes / no / unknown fact as the select holds it. */
type YesNo = 'yes' | 'no' | '';

interface CompanyFactsValues {
  name: string;
  type: CompanyType | '';
  website: string;
  location: string;
  country: string;
  description: string;
  foundedYear: string;
  employeeCount: string;
  stockSymbol: string;
  parentCompany: string;
  publiclyTraded: YesNo;
  globalPresence: YesNo;
  services: string[];
  therapeuticAreas: string[];
  moleculeTypes: string[];
  developmentPhases: string[];
  serviceLocations: string[];
  /** Comma-separated former, brand and parent names. */
  aliases: string;
  /** Comma-separated names another company may share (a former parent's name). */
  formerNames: string;
  /** The largest single bioreactor, in liters; '' when not stated. */
  maxBioreactorLiters: string;
}

const yesNo = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | null => (value === '' ? null : value === 'yes');
const textOrNull = (value: string) => value.trim() || null;

function valuesOf(company: CompanyDetail): CompanyFactsValues {
  return {
    name: company.name,
    type: company.type,
    website: company.website ?? '',
    location: company.location,
    country: company.country,
    description: company.description ?? '',
    foundedYear: company.foundedYear?.toString() ?? '',
    employeeCount: company.employeeCount?.toString() ?? '',
    stockSymbol: company.stockSymbol ?? '',
    parentCompany: company.parentCompany ?? '',
    publiclyTraded: yesNo(company.publiclyTraded),
    globalPresence: yesNo(company.globalPresence),
    services: company.services,
    therapeuticAreas: company.therapeuticAreas,
    moleculeTypes: company.moleculeTypes,
    developmentPhases: company.developmentPhases,
    serviceLocations: company.serviceLocations,
    aliases: company.aliases.join(', '),
    formerNames: company.formerNames.join(', '),
    maxBioreactorLiters: company.maxBioreactorLiters?.toString() ?? '',
  };
}

const requiredText = (message: string) => yup.string().trim().required(message).max(COMPANY_TEXT_MAX_LENGTH, COMPANY_FACT_MESSAGES.tooLong);
const optionalNumber = (message: string, check: (n: number) => boolean) =>
  yup.string().test('number', message, (value) => !value?.trim() || check(parseWholeNumber(value)));

/** The edit form's rules, with the API's messages (the server then applies the dataset's rules too). */
const schema = yup.object({
  name: requiredText(COMPANY_FACT_MESSAGES.name),
  type: yup
    .string()
    .oneOf([...COMPANY_TYPES], COMPANY_FACT_MESSAGES.type)
    .required(COMPANY_FACT_MESSAGES.type),
  website: yup.string().test('website', COMPANY_FACT_MESSAGES.website, (value) => !value?.trim() || WEBSITE_PATTERN.test(normaliseWebsite(value) ?? '')),
  location: requiredText(COMPANY_FACT_MESSAGES.location),
  country: requiredText(COMPANY_FACT_MESSAGES.country),
  description: yup.string().max(COMPANY_DESCRIPTION_MAX_LENGTH, COMPANY_FACT_MESSAGES.descriptionTooLong),
  foundedYear: optionalNumber(COMPANY_FACT_MESSAGES.foundedYear, (n) => Number.isInteger(n)).test(
    'range',
    () => foundedYearMessage(DATASET_EARLIEST_FOUNDED_YEAR, new Date()),
    (value) => !value?.trim() || foundedYearProblem(parseWholeNumber(value), DATASET_EARLIEST_FOUNDED_YEAR, new Date()) === null,
  ),
  employeeCount: optionalNumber(COMPANY_FACT_MESSAGES.employeeCount, (n) => Number.isInteger(n) && n >= 1),
  maxBioreactorLiters: optionalNumber(COMPANY_FACT_MESSAGES.maxBioreactorLiters, (n) => Number.isInteger(n) && n >= 1 && n <= BIOREACTOR_LITERS_MAX),
});

/** Comma-separated names as a list, each trimmed, empty ones dropped. */
const nameList = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

function changesOf(values: CompanyFactsValues): EditCompanyInput {
  return {
    name: values.name.trim(),
    type: values.type as CompanyType,
    website: normaliseWebsite(values.website),
    location: values.location.trim(),
    country: values.country.trim(),
    description: textOrNull(values.description),
    foundedYear: values.foundedYear.trim() ? parseWholeNumber(values.foundedYear) : null,
    employeeCount: values.employeeCount.trim() ? parseWholeNumber(values.employeeCount) : null,
    stockSymbol: textOrNull(values.stockSymbol),
    parentCompany: textOrNull(values.parentCompany),
    publiclyTraded: fromYesNo(values.publiclyTraded),
    globalPresence: fromYesNo(values.globalPresence),
    // Chosen from the vocabularies' own lists (FormMultiSelect).
    services: values.services as EditCompanyInput['services'],
    therapeuticAreas: values.therapeuticAreas as EditCompanyInput['therapeuticAreas'],
    moleculeTypes: values.moleculeTypes as EditCompanyInput['moleculeTypes'],
    developmentPhases: values.developmentPhases as EditCompanyInput['developmentPhases'],
    serviceLocations: values.serviceLocations as EditCompanyInput['serviceLocations'],
    aliases: nameList(values.aliases),
    formerNames: nameList(values.formerNames),
    maxBioreactorLiters: values.maxBioreactorLiters.trim() ? parseWholeNumber(values.maxBioreactorLiters) : null,
  };
}

function YesNoField({ name, label }: { name: string; label: string }) {
  return (
    <FormTextField name={name} label={label} select slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
      <MenuItem value="">Unknown</MenuItem>
      <MenuItem value="yes">Yes</MenuItem>
      <MenuItem value="no">No</MenuItem>
    </FormTextField>
  );
}

/** Edit a company's facts (docs/administration.md); the server recomputes its filters and search and logs the change. */
export function CompanyEditDialog({ companyId, onClose, onSaved }: { companyId: string; onClose: () => void; onSaved: () => void }) {
  const company = useCompany(companyId);
  const { trigger } = useEditCompany();
  const toast = useToast();
  const titleId = useId();

  async function save(values: CompanyFactsValues, helpers: FormikHelpers<CompanyFactsValues>) {
    try {
      await trigger({ id: companyId, changes: changesOf(values) });
      toast({ title: 'Company updated', message: `${values.name.trim()} was saved.`, variant: 'success' });
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors as Partial<Record<keyof CompanyFactsValues, string>>);
      toast({ title: 'Error updating company', message: errorMessage(error, 'Please try again.'), variant: 'error' });
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>Edit {company.data?.name ?? 'company'}</DialogTitle>
      {company.error ? (
        <DialogContent>
          <Alert severity="error">{errorMessage(company.error, 'Could not load the company.')}</Alert>
        </DialogContent>
      ) : !company.data ? (
        <DialogContent>
          <Skeleton variant="rounded" height={320} aria-label="Loading the company" />
        </DialogContent>
      ) : (
        <Formik initialValues={valuesOf(company.data)} validationSchema={schema} onSubmit={save}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={`Edit ${company.data!.name}`} style={{ display: 'contents' }}>
              <FocusFirstError />
              <DialogContent dividers>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 8 }}>
                    <FormTextField name="name" label="Company Name" required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <CompanyTypeField name="type" label="Company Type" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="location" label="Headquarters City" required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="country" label="Country" required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="website" label="Website" placeholder="www.example.com" />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <FormTextField name="foundedYear" label="Founded Year" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <FormTextField name="employeeCount" label="Employees" slotProps={{ htmlInput: { inputMode: 'numeric' } }} placeholder="e.g. 20,000" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <FormTextField name="stockSymbol" label="Stock Symbol" />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <YesNoField name="publiclyTraded" label="Publicly Traded" />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <YesNoField name="globalPresence" label="Global Presence" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="parentCompany" label="Parent Company" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="aliases" label="Aliases" helperText="Former, brand and parent names, separated by commas" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="formerNames" label="Former Names" helperText="Names another company may share too (a former parent's), separated by commas" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      name="maxBioreactorLiters"
                      label="Largest Bioreactor (liters)"
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      helperText="Manufacturers only; empty when not stated"
                    />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField name="description" label="Description" multiline minRows={3} />
                  </Grid>
                </Grid>
                <Stack spacing={2} sx={{ mt: 2 }}>
                  <FormMultiSelect name="services" label="Services" options={SERVICES} />
                  <FormMultiSelect name="therapeuticAreas" label="Therapeutic Areas" options={THERAPEUTIC_AREAS} />
                  <FormMultiSelect name="moleculeTypes" label="Modalities" options={MOLECULE_TYPES} />
                  <FormMultiSelect name="developmentPhases" label="Development Phases" options={DEVELOPMENT_PHASES} />
                  <FormMultiSelect name="serviceLocations" label="Service Locations" options={SERVICE_LOCATIONS} />
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : 'Save Changes'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
