import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  formatEmployees,
  formatLastReview,
  formatRatingValue,
  formatRevenue,
  moreLabel,
  overflow,
  ratingBarPercent,
  ratingBarTone,
  scoreWithEvidence,
} from '@domain/directory/display-rules';
import { categoryScoresWithheld } from '@domain/directory/public-ratings';
import { RATING_CATEGORY_LABELS, type RatingCategory } from '@domain/reviews/rating-categories';
import type { CompanyCard as CompanyCardData } from '../../../api/types';
import { CategoryScoresWithheld } from '../../../components/category-scores-withheld';
import { CompanyCardHeading } from '../../../components/company-card-heading';
import { toneColors } from '../../../components/score-tone';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';

/** The four categories a card shows, and how many services, areas and modalities before "+N more". */
const CARD_RATINGS: RatingCategory[] = ['technicalExpertise', 'timeline', 'pricing', 'communication'];
const MAX_SERVICES = 2;
const MAX_THERAPEUTIC_AREAS = 3;
const MAX_MOLECULE_TYPES = 2;

/** One rating on a single line: label, a thin bar coloured by its tone, and the value out of 10. */
function CompactRating({ label, value }: { label: string; value: number | null }) {
  const theme = useTheme();
  const { fg } = toneColors(theme, ratingBarTone(value));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '6.75rem minmax(0, 1fr) 1.75rem', alignItems: 'center', gap: 1 }}>
      <Typography variant="caption" noWrap sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Box aria-hidden="true" sx={{ height: 6, borderRadius: 99, bgcolor: 'grey.100', overflow: 'hidden' }}>
        <Box sx={{ width: `${ratingBarPercent(value)}%`, height: '100%', bgcolor: fg }} />
      </Box>
      <Typography variant="caption" sx={{ fontWeight: 600, textAlign: 'right', lineHeight: 1.4 }}>
        {formatRatingValue(value)}
        {value !== null && <VisuallyHidden> out of 10</VisuallyHidden>}
      </Typography>
    </Box>
  );
}

/**
 * A labelled line of values ("Services Manufacturing · Fill-Finish +1 more"): as text rather than chips, so the
 * three lists fit a compact card; nothing when the list is empty.
 */
function TagLine({ label, items, max }: { label: string; items: string[]; max: number }) {
  if (items.length === 0) return null;
  const { shown, more } = overflow(items, max);
  return (
    <Typography variant="caption" component="p" sx={{ lineHeight: 1.45 }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
        {label}
      </Box>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {shown.join(' · ')}
      </Box>
      {more > 0 && (
        <Box component="span" sx={{ color: 'text.secondary', ml: 0.75 }}>
          {moreLabel(more)}
        </Box>
      )}
    </Typography>
  );
}

interface DirectoryCardProps {
  company: CompanyCardData;
  /** Reference time of the relative last-review text. */
  now: Date;
  /** Shortlist and compare controls. */
  actions: ReactNode;
}

/**
 * A company in the directory's result list, dense enough that several fit on a screen: name, type, location,
 * overall score and review count on one row; the four rating bars beside employees, revenue, services,
 * therapeutic areas and modalities; the last review, the shortlist and compare controls and the profile link at
 * the foot.
 */
export function DirectoryCard({ company, now, actions }: DirectoryCardProps) {
  const href = paths.companies.detail.getHref(company.id);
  const reviewed = company.reviewCount > 0;
  return (
    <Card component="article" data-testid="company-card" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2, pt: 1.5, pb: 1.25, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <CompanyCardHeading company={company} href={href} headingComponent="h2" compact />

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 12rem)' }, gap: { xs: 1, sm: 2 } }}>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', lineHeight: 1.45 }}>
              Employees{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {formatEmployees(company.employeeCount, company.employeeRange)}
              </Box>
              {' · '}Revenue{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {formatRevenue(company.revenueUsd)}
              </Box>
            </Typography>
            <TagLine label="Services" items={company.services} max={MAX_SERVICES} />
            <TagLine label="Therapeutic areas" items={company.therapeuticAreas} max={MAX_THERAPEUTIC_AREAS} />
            <TagLine label="Molecule types" items={company.moleculeTypes} max={MAX_MOLECULE_TYPES} />
          </Stack>
          {reviewed && categoryScoresWithheld(company.ratingCounts) ? (
            <CategoryScoresWithheld dense />
          ) : reviewed ? (
            <Stack spacing={0.25} role="group" aria-label={`Ratings: ${scoreWithEvidence(company.averageRatings.overall, company.reviewCount)}`}>
              {CARD_RATINGS.map((category) => (
                <CompactRating key={category} label={RATING_CATEGORY_LABELS[category]} value={company.averageRatings[category]} />
              ))}
            </Stack>
          ) : (
            <Box sx={{ borderRadius: 1.5, bgcolor: 'grey.50', border: 1, borderColor: 'divider', px: 1.5, py: 1, alignSelf: 'start' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                No reviews yet
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Worked with them?{' '}
                <Link component={RouterLink} to={paths.submitReview.getHref(company.id)}>
                  Review {company.name}
                </Link>
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', flex: '1 1 6rem', minWidth: 0 }}>
          {company.lastReviewDate ? `Last review ${formatLastReview(company.lastReviewDate, now).toLowerCase()}` : 'Not yet reviewed'}
        </Typography>
        {actions}
        <Button component={RouterLink} to={href} variant="outlined" size="small" sx={{ flexShrink: 0 }}>
          View Profile
        </Button>
      </Stack>
    </Card>
  );
}
