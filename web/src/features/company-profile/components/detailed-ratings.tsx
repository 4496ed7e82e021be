import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { categoryScoresWithheld } from '@domain/directory/public-ratings';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import type { CompanyDetail } from '../../../api/types';
import { CategoryScoresWithheld } from '../../../components/category-scores-withheld';
import { RatingBar } from '../../../components/rating-bar';
import { paths } from '../../../config/paths';
import { RatingDistribution } from './rating-distribution';
import { SectionCard } from './section-card';

/**
 * The eight category averages, each with the number of ratings behind it and, on demand, how many gave
 * each rating 1-10. A company without reviews says so instead of showing eight empty bars, and one whose
 * category scores are withheld (fewer than 3 member reviews) says why.
 */
export function DetailedRatings({ company }: { company: CompanyDetail }) {
  const [showDistributions, setShowDistributions] = useState(false);
  if (company.reviewCount === 0) {
    return (
      <SectionCard title="Detailed Ratings" icon={<StarBorderIcon />}>
        <Typography sx={{ fontWeight: 600 }}>No reviews yet</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Ratings appear here once verified professionals review {company.name}.{' '}
          <Link component={RouterLink} to={paths.submitReview.getHref(company.id)}>
            Submit the first review
          </Link>
        </Typography>
      </SectionCard>
    );
  }
  const distributions = company.ratingDistributions;
  if (distributions === null || categoryScoresWithheld(company.ratingCounts)) {
    return (
      <SectionCard title="Detailed Ratings" icon={<StarBorderIcon />}>
        <CategoryScoresWithheld />
      </SectionCard>
    );
  }
  return (
    <SectionCard
      title="Detailed Ratings"
      icon={<StarBorderIcon />}
      action={
        <Button size="small" onClick={() => setShowDistributions((shown) => !shown)} aria-pressed={showDistributions}>
          {showDistributions ? 'Hide distributions' : 'Show distributions'}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 2.25, columnGap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {RATING_CATEGORIES.map((category) => (
          <Box key={category}>
            <RatingBar label={RATING_CATEGORY_LABELS[category]} value={company.averageRatings[category]} count={company.ratingCounts[category] ?? undefined} />
            {showDistributions && <RatingDistribution label={RATING_CATEGORY_LABELS[category]} counts={distributions[category]} />}
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2.5 }}>
        Averages of approved, anonymous reviews. Rankings weigh each average by the evidence behind it:{' '}
        <Link component={RouterLink} to={paths.methodology.getHref()}>
          how scores work
        </Link>
        .
      </Typography>
    </SectionCard>
  );
}
