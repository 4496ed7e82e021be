import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS } from '@domain/reviews/rating-categories';
import type { CompanyDetail } from '../../../api/types';
import { RatingBar } from '../../../components/rating-bar';
import { SectionCard } from './section-card';

/** The eight category averages, each with the number of ratings behind it. */
export function DetailedRatings({ company }: { company: CompanyDetail }) {
  return (
    <SectionCard title="Detailed Ratings" icon={<StarBorderIcon />}>
      <Box sx={{ display: 'grid', gap: 2.25, columnGap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {RATING_CATEGORIES.map((category) => (
          <RatingBar
            key={category}
            label={RATING_CATEGORY_LABELS[category]}
            value={company.averageRatings[category]}
            count={company.ratingCounts[category]}
          />
        ))}
      </Box>
    </SectionCard>
  );
}
