import Grid from '@mui/material/Grid';
import { FormTextField } from './form-text-field';

/** The applicant's first and last name, side by side from small screens up (sign-up, manual verification). */
export function PersonNameFields() {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="firstName" label="First Name" autoComplete="given-name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="lastName" label="Last Name" autoComplete="family-name" required />
      </Grid>
    </>
  );
}

/** Where the applicant works and as what (sign-up, manual verification): what our team checks the role against. */
export function EmployerRoleFields() {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="company" label="Company" autoComplete="organization" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="jobTitle" label="Job Title" autoComplete="organization-title" required />
      </Grid>
    </>
  );
}
