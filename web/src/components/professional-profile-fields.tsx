import Grid from '@mui/material/Grid';
import { FormTextField } from './form-text-field';

interface ProfileField {
  name: string;
  label: string;
  autoComplete: string;
}

/** Required fields, two to a row from small screens up. */
function HalfWidthFields({ fields }: { fields: readonly ProfileField[] }) {
  return fields.map((field) => (
    <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
      <FormTextField {...field} required />
    </Grid>
  ));
}

const PERSON_NAME: readonly ProfileField[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
];

const EMPLOYER_ROLE: readonly ProfileField[] = [
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'jobTitle', label: 'Job Title', autoComplete: 'organization-title' },
];

/** The applicant's first and last name (sign-up, manual verification). */
export function PersonNameFields() {
  return <HalfWidthFields fields={PERSON_NAME} />;
}

/** Where the applicant works and as what (sign-up, manual verification): what our team checks the role against. */
export function EmployerRoleFields() {
  return <HalfWidthFields fields={EMPLOYER_ROLE} />;
}
