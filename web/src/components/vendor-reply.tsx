import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { RESPONSE_MAX_LENGTH, RESPONSE_MIN_LENGTH, VENDOR_MESSAGES } from '@domain/vendors/vendor-rules';
import type { MyVendorAccount } from '../../../api/types';
import { FormTextField } from '../../../components/form-text-field';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useRespondToReview } from '../api/respond-to-review';

const replySchema = yup.object({
  response: yup.string().trim().required(VENDOR_MESSAGES.responseTooShort).min(RESPONSE_MIN_LENGTH, VENDOR_MESSAGES.responseTooShort).max(RESPONSE_MAX_LENGTH, VENDOR_MESSAGES.responseTooLong),
});

interface VendorReplyProps {
  companyId: string;
  reviewId: string;
  companyName: string;
  /** The vendor account's month: no answer is offered once `remaining` is 0 (null: unlimited). */
  quota: Pick<MyVendorAccount['quota'], 'remaining' | 'resetsAt'>;
}

/**
 * A verified vendor's public answer to one review of its company (DECISIONS §8), behind a Respond
 * button; disabled, with the reset date, once the month's response quota is used up.
 */
export function VendorReply({ companyId, reviewId, companyName, quota }: VendorReplyProps) {
  const [open, setOpen] = useState(false);
  const { trigger } = useRespondToReview(companyId);
  const toast = useToast();

  if (quota.remaining === 0) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
        <Button size="small" startIcon={<ReplyIcon />} disabled aria-label={`Respond to this review as ${companyName}`}>
          Respond as {companyName}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Monthly response limit reached. You can respond again on {formatLongUsDate(quota.resetsAt)}.
        </Typography>
      </Stack>
    );
  }
  if (!open) {
    return (
      <Button size="small" startIcon={<ReplyIcon />} onClick={() => setOpen(true)} sx={{ mt: 1.5 }} aria-label={`Respond to this review as ${companyName}`}>
        Respond as {companyName}
      </Button>
    );
  }
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
              <Button size="small" onClick={() => setOpen(false)} disabled={isSubmitting}>
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
