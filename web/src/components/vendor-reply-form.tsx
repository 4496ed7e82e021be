import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { RESPONSE_MAX_LENGTH, RESPONSE_MIN_LENGTH, VENDOR_MESSAGES } from '@domain/vendors/vendor-rules';
import { useRespondToReview } from '../api/vendor-reviews';
import { errorMessage } from '../lib/error-message';
import { FocusFirstError } from './focus-first-error';
import { FormTextField } from './form-text-field';
import { useToast } from './use-toast';
import type { VendorReplyProps } from './vendor-reply';

const replySchema = yup.object({
  response: yup
    .string()
    .trim()
    .required(VENDOR_MESSAGES.responseTooShort)
    .min(RESPONSE_MIN_LENGTH, VENDOR_MESSAGES.responseTooShort)
    .max(RESPONSE_MAX_LENGTH, VENDOR_MESSAGES.responseTooLong),
});

/** The open answer form of VendorReply (loaded when opened): publishes the response, or `onCancel` closes it. */
export default function VendorReplyForm({ companyId, reviewId, companyName, onCancel }: VendorReplyProps & { onCancel: () => void }) {
  const { trigger } = useRespondToReview(companyId);
  const toast = useToast();
  return (
    <Box sx={{ mt: 2, ml: { xs: 1, sm: 3 } }}>
      <Formik
        initialValues={{ response: '' }}
        validationSchema={replySchema}
        onSubmit={async (values) => {
          try {
            await trigger({ reviewId, response: values.response.trim() });
            toast({ title: 'Response Published', message: `Your response appears under the review, signed ${companyName}.`, variant: 'success' });
          } catch (error) {
            toast({ title: 'Error', message: errorMessage(error, 'Failed to publish the response. Please try again.'), variant: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Respond to review">
            <FocusFirstError />
            <FormTextField
              name="response"
              label={`Response from ${companyName}`}
              multiline
              minRows={3}
              fullWidth
              helperText="Public, professional and never trying to identify the reviewer."
              slotProps={{ htmlInput: { maxLength: RESPONSE_MAX_LENGTH } }}
            />
            <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: 'center' }}>
              <Button type="submit" variant="contained" size="small" disabled={isSubmitting}>
                {isSubmitting ? 'Publishing...' : 'Publish Response'}
              </Button>
              <Button size="small" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Counts toward your monthly response quota.
              </Typography>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
