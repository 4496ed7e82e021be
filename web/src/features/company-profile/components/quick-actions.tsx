import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SectionCard } from './section-card';

/** The profile sidebar's Quick Actions (spec part 1 §2): review this company, or check a match score. */
export function QuickActions({ companyId }: { companyId: string }) {
  return (
    <SectionCard title="Quick Actions" icon={<BoltOutlinedIcon />}>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to={paths.submitReview.getHref(companyId)} variant="contained" startIcon={<RateReviewOutlinedIcon />} fullWidth>
          Submit Review
        </Button>
        <Button component={RouterLink} to={paths.findMatch.getHref()} variant="outlined" startIcon={<TravelExploreOutlinedIcon />} fullWidth>
          Check Match Score
        </Button>
      </Stack>
    </SectionCard>
  );
}
