import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { CompanyTypeField } from '../../../components/company-type-field';
import { PossibleDuplicatesNotice } from '../../../components/possible-duplicates-notice';
import type { ReviewFormValues } from '../review-form';
import { FormTextField } from '../../../components/form-text-field';

/** The "Company not listed?" panel: the company is proposed to our team along with the review. */
export function NewCompanyPanel({ onCancel, disabled }: { onCancel: () => void; disabled?: boolean }) {
  const { values } = useFormikContext<ReviewFormValues>();
  return (
    <Box sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '12px', border: 1, borderColor: 'primary.light', bgcolor: 'background.default' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <AddBusinessOutlinedIcon color="primary" aria-hidden="true" />
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          Add a new company
        </Typography>
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        Our team verifies new companies within 3-5 business days. Your review is published after the company is listed and the review has been moderated.
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField name="newCompany.name" label="Company Name" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <CompanyTypeField name="newCompany.type" label="Company Type" />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField name="newCompany.location" label="Location" required placeholder="City, Country" helperText="Headquarters, e.g. Basel, Switzerland" />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField name="newCompany.website" label="Website (optional)" placeholder="https://" />
        </Grid>
      </Grid>
      <PossibleDuplicatesNotice name={values.newCompany.name} website={values.newCompany.website} />
      <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={disabled}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
