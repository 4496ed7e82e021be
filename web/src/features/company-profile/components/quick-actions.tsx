import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { AddToProject } from '../../../components/add-to-project';
import { paths } from '../../../config/paths';
import { CheckMatchScore } from './check-match-score';
import { SectionCard } from './section-card';

/** The profile sidebar's Quick Actions: review this company, check its match score, add it to a project. */
export function QuickActions({ companyId, companyName }: { companyId: string; companyName: string }) {
  return (
    <SectionCard title="Quick Actions" icon={<BoltOutlinedIcon />}>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to={paths.submitReview.getHref(companyId)} variant="contained" startIcon={<RateReviewOutlinedIcon />} fullWidth>
          Submit Review
        </Button>
        <CheckMatchScore companyId={companyId} companyName={companyName} />
        <AddToProject companyId={companyId} companyName={companyName} />
      </Stack>
    </SectionCard>
  );
}
