import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { ShortlistToggle } from '../../../components/shortlist-toggle';
import { paths } from '../../../config/paths';
import { SectionCard } from './section-card';

/** The profile sidebar's Quick Actions (spec part 1 §2): review this company, check a match score, shortlist it (issue 12). */
export function QuickActions({ companyId, companyName }: { companyId: string; companyName: string }) {
  return (
    <SectionCard title="Quick Actions" icon={<BoltOutlinedIcon />}>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to={paths.submitReview.getHref(companyId)} variant="contained" startIcon={<RateReviewOutlinedIcon />} fullWidth>
          Submit Review
        </Button>
        <Button component={RouterLink} to={paths.findMatch.getHref()} variant="outlined" startIcon={<TravelExploreOutlinedIcon />} fullWidth>
          Check Match Score
        </Button>
        <ShortlistToggle companyId={companyId} companyName={companyName} size="medium" />
      </Stack>
    </SectionCard>
  );
}
