import ReplyIcon from '@mui/icons-material/Reply';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { formatLongUsDate } from '@domain/directory/display-rules';
import { RESPONSE_MAX_LENGTH, RESPONSE_MIN_LENGTH, VENDOR_MESSAGES } from '@domain/vendors/vendor-rules';
import type { MyVendorAccount } from '../api/types';
import { useRespondToReview } from '../api/vendor-reviews';
import { errorMessage } from '../lib/error-message';
import { FocusFirstError } from './focus-first-error';
import { FormTextField } from './form-text-field';
import { useToast } from './use-toast';
import { VisuallyHidden } from './visually-hidden';

const replySchema = yup.object({
  response: yup.string().trim().required(VENDOR_MESSAGES.responseTooShort).min(RESPONSE_MIN_LENGTH, VENDOR_MESSAGES.responseTooShort).max(RESPONSE_MAX_LENGTH, VENDOR_MESSAGES.responseTooLong),
});

interface VendorReplyProps {
  companyId: string;
  reviewId: string;
  companyName: string;
}

/** Whether the vendor account can answer another review this month (null `remaining`: unlimited). */
export function hasResponsesLeft(quota: Pick<MyVendorAccount['quota'], 'remaining'>): boolean {
  return quota.remaining !== 0;
}

/**
 * The month's response quota, said once above a list of reviews (not under each one): how many answers are
 * left, or when the count starts again once it is used up.
 */
export function VendorQuotaNotice({ account }: { account: Pick<MyVendorAccount, 'companyName' | 'quota'> }) {
  const { used, limit, remaining, resetsAt } = account.quota;
  if (remaining === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Monthly response limit reached for {account.companyName}. You can respond again on {formatLongUsDate(resetsAt)}.
      </Alert>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
      {limit === null
        ? `As ${account.companyName} you may respond to every review.`
        : `As ${account.companyName} you have ${remaining} of ${limit} ${limit === 1 ? 'response' : 'responses'} left this month (${used} used).`}
    </Typography>
  );
}

/**
 * A verified vendor's public answer to one review of its company (DECISIONS §8), behind a Respond button.
 * Offered only while the month's quota lasts; the quota itself is said once, by {@link VendorQuotaNotice}.
 */
export function VendorReply({ companyId, reviewId, companyName }: VendorReplyProps) {
  const [open, setOpen] = useState(false);
  const { trigger } = useRespondToReview(companyId);
  const toast = useToast();

  if (!open) {
    return (
      <Button size="small" startIcon={<ReplyIcon />} onClick={() => setOpen(true)} sx={{ mt: 1.5 }}>
        {/* Named around the visible words (WCAG 2.5.3 Label in Name). */}
        Respond<VisuallyHidden> to this review</VisuallyHidden> as {companyName}
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
