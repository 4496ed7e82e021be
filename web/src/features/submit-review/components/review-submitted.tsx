import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { SubmitAnotherOrBrowse, SuccessCard } from '../../../components/success-card';

/** How long the success screen stays before the form returns, in milliseconds (docs/screens.md#constants-and-limits). */
export const SUCCESS_SCREEN_MS = 5000;

/** "Review Submitted Successfully!" (keyboard focus moves to it), then a fresh form after 5 seconds. */
export function ReviewSubmitted({ held, onDone }: { held: boolean; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, SUCCESS_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <SuccessCard title="Review Submitted Successfully!" focusTitle role="status">
      <Typography sx={{ color: 'text.secondary' }}>
        {held
          ? 'Thank you. Our team will verify the new company first; your review is moderated and published anonymously once the company is listed.'
          : 'Thank you. Our team moderates every review before it is published; yours will appear anonymously on the company profile once approved.'}
      </Typography>
      <SubmitAnotherOrBrowse anotherLabel="Submit Another Review" onAnother={onDone} />
    </SuccessCard>
  );
}
