import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminCompanySubmission } from '../../../api/types';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/error-message';
import { useModerateCompanySubmission, type useCompanySubmissions } from '../api/company-submissions';
import { CompanySubmissionCard, type ListingOverrides } from './company-submission-card';

/**
 * The Company Submissions tab: pending companies proposed by members or found by discovery, each
 * approved (listed in the directory) or rejected (with a reason for the submitter).
 */
export function CompanySubmissionsTab({ submissions }: { submissions: ReturnType<typeof useCompanySubmissions> }) {
  const toast = useToast();
  const moderate = useModerateCompanySubmission();

  async function decide(submission: AdminCompanySubmission, approved: boolean, notes: string, reason: string, overrides: ListingOverrides) {
    try {
      await moderate.trigger({
        submissionId: submission.id,
        approved,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(!approved && reason.trim() ? { rejectionReason: reason.trim() } : {}),
        ...(approved ? overrides : {}),
      });
      toast({
        title: 'Company submission moderated successfully',
        message: approved ? `${submission.name} is now listed in the directory.` : `${submission.name} was rejected.`,
        variant: 'success',
      });
    } catch (err) {
      toast({ title: 'Error moderating company submission', message: errorMessage(err, 'Please try again.'), variant: 'error' });
    }
  }

  if (submissions.isLoading) {
    return (
      <Stack spacing={2} aria-label="Loading company submissions">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={260} />
        ))}
      </Stack>
    );
  }
  if (submissions.error) return <Alert severity="error">{errorMessage(submissions.error, 'Could not load the company submissions.')}</Alert>;
  if (!submissions.data || submissions.data.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>No company submissions are waiting for review.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {submissions.data.map((submission) => (
        <CompanySubmissionCard
          key={submission.id}
          submission={submission}
          busy={moderate.isMutating}
          onDecide={(approved, notes, reason, overrides) => decide(submission, approved, notes, reason, overrides)}
        />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', pt: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Showing {submissions.data.length} of {submissions.total ?? submissions.data.length}
        </Typography>
        {submissions.hasMore && (
          <Button variant="outlined" onClick={() => void submissions.loadMore()} disabled={submissions.isLoadingMore}>
            {submissions.isLoadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
