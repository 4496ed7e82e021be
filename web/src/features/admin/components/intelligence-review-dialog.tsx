import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, getIn } from 'formik';
import * as yup from 'yup';
import { COMPANY_TYPES, type CompanyType } from '@domain/directory/taxonomy';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, type RatingCategory } from '@domain/reviews/rating-categories';
import { INTELLIGENCE_COMMENTS_MIN_LENGTH, INTELLIGENCE_SOURCE_MAX_LENGTH, REVIEW_COMMENTS_MAX_LENGTH, REVIEW_MESSAGES } from '@domain/reviews/review-rules';
import type { CompanyOption } from '../../../api/types';
import { CompanyPicker } from '../../../components/company-picker';
import { CompanyTypeField } from '../../../components/company-type-field';
import { FormTextField } from '../../../components/form-text-field';
import { RatingPicker } from '../../../components/rating-picker';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useRecordIntelligenceReview } from '../api/pending-reviews';
import { FocusFirstError } from '../../../components/focus-first-error';

interface IntelligenceValues {
  company: CompanyOption | null;
  serviceType: CompanyType | '';
  intelligenceSource: string;
  sourceUrl: string;
  sourceDate: string;
  comments: string;
  ratings: Record<RatingCategory, number | null>;
}

const emptyValues: IntelligenceValues = {
  company: null,
  serviceType: '',
  intelligenceSource: '',
  sourceUrl: '',
  sourceDate: '',
  comments: '',
  ratings: Object.fromEntries(RATING_CATEGORIES.map((c) => [c, null])) as Record<RatingCategory, number | null>,
};

/** docs/api-contract.md#form-rules: a source of at least 1 character, comments of at least 10, optional valid URL and date. */
const schema = yup.object({
  company: yup.mixed<CompanyOption>().nullable().required(REVIEW_MESSAGES.company),
  serviceType: yup.string().oneOf(COMPANY_TYPES, REVIEW_MESSAGES.serviceType).required(REVIEW_MESSAGES.serviceType),
  intelligenceSource: yup.string().trim().required(REVIEW_MESSAGES.intelligenceSource).max(INTELLIGENCE_SOURCE_MAX_LENGTH, REVIEW_MESSAGES.intelligenceSource),
  sourceUrl: yup
    .string()
    .trim()
    .url(REVIEW_MESSAGES.sourceUrl)
    .matches(/^https?:\/\//, { message: REVIEW_MESSAGES.sourceUrl, excludeEmptyString: true }),
  sourceDate: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, { message: REVIEW_MESSAGES.sourceDate, excludeEmptyString: true }),
  comments: yup
    .string()
    .trim()
    .required(REVIEW_MESSAGES.intelligenceComments)
    .min(INTELLIGENCE_COMMENTS_MIN_LENGTH, REVIEW_MESSAGES.intelligenceComments)
    .max(REVIEW_COMMENTS_MAX_LENGTH, REVIEW_MESSAGES.commentsTooLong),
});

/** An admin records an industry-intelligence review from a public source; it is published at once. */
export function IntelligenceReviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const record = useRecordIntelligenceReview();

  async function submit(values: IntelligenceValues) {
    try {
      await record.trigger({
        companyId: (values.company as CompanyOption).id,
        serviceType: values.serviceType as CompanyType,
        intelligenceSource: values.intelligenceSource.trim(),
        ...(values.sourceUrl.trim() ? { sourceUrl: values.sourceUrl.trim() } : {}),
        ...(values.sourceDate ? { sourceDate: values.sourceDate } : {}),
        comments: values.comments.trim(),
        ...values.ratings,
      });
      toast({ title: 'Intelligence review published', message: `Added to ${values.company?.name}'s profile.`, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', message: errorMessage(error, REVIEW_MESSAGES.submitFailed), variant: 'error' });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="intelligence-dialog-title">
      <Formik initialValues={emptyValues} validationSchema={schema} onSubmit={submit}>
        {({ values, errors, touched, submitCount, setFieldValue, isSubmitting }) => {
          const shown = (path: string) => (getIn(touched, path) || submitCount > 0 ? (getIn(errors, path) as string | undefined) : undefined);
          return (
            <Form noValidate aria-label="Record industry intelligence">
              <FocusFirstError />
              <DialogTitle id="intelligence-dialog-title">Record Industry Intelligence</DialogTitle>
              <DialogContent dividers>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                  Public facts about a provider (regulatory actions, inspections, announcements) with their source. Published at once with the Industry Intelligence
                  badge.
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 8 }}>
                    <CompanyPicker
                      id="intelligence-company"
                      value={values.company}
                      onChange={(company) => {
                        void setFieldValue('company', company);
                        if (company && !values.serviceType) void setFieldValue('serviceType', company.type);
                      }}
                      error={shown('company')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <CompanyTypeField name="serviceType" label="Service Type" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="intelligenceSource" label="Source" required placeholder="e.g. FDA warning letter" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="sourceDate" label="Source Date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField name="sourceUrl" label="Source URL" placeholder="https://" />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField
                      name="comments"
                      label="Summary"
                      required
                      multiline
                      minRows={3}
                      helperText={`At least ${INTELLIGENCE_COMMENTS_MIN_LENGTH} characters.`}
                    />
                  </Grid>
                </Grid>
                <Typography component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
                  Ratings (optional)
                </Typography>
                <Stack spacing={2}>
                  {RATING_CATEGORIES.map((category) => (
                    <RatingPicker
                      key={category}
                      id={`intelligence-${category}`}
                      label={RATING_CATEGORY_LABELS[category]}
                      value={values.ratings[category]}
                      onChange={(value) => void setFieldValue(`ratings.${category}`, value)}
                    />
                  ))}
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Publishing...' : 'Publish'}
                </Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
