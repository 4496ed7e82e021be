import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatEmployees, formatLastReview, formatRevenue, scoreWithEvidence } from '@domain/directory/display-rules';
import { categoryScoresWithheld } from '@domain/directory/public-ratings';
import { RATING_CATEGORY_LABELS, type RatingCategory } from '@domain/reviews/rating-categories';
import type { CompanyCard as CompanyCardData } from '../api/types';
import { paths } from '../config/paths';
import { CategoryScoresWithheld } from './category-scores-withheld';
import { CompanyCardHeading } from './company-card-heading';
import { RatingBar } from './rating-bar';
import { TagList } from './tag-list';

/** The four categories a card shows (docs/screens.md#directory-page). */
const CARD_RATINGS: RatingCategory[] = ['technicalExpertise', 'timeline', 'pricing', 'communication'];

/** Card limits of docs/screens.md#constants-and-limits. */
const MAX_SERVICES = 2;
const MAX_THERAPEUTIC_AREAS = 3;
const MAX_MOLECULE_TYPES = 2;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ fontWeight: 600, m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

function TagGroup({ label, items, max }: { label: string; items: string[]; max: number }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <TagList items={items} max={max} aria-label={label} />
    </Box>
  );
}

interface CompanyCardProps {
  company: CompanyCardData;
  /** Heading element of the company name, so the page keeps its heading order. */
  headingComponent?: 'h2' | 'h3';
  /** Reference time of the relative last-review text. */
  now?: Date;
  /** Controls under the card (shortlist, compare), when the screen offers them. */
  actions?: ReactNode;
}

export function CompanyCard({ company, headingComponent = 'h3', now = new Date(), actions }: CompanyCardProps) {
  const href = paths.companies.detail.getHref(company.id);
  return (
    <Card component="article" data-testid="company-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 2.25 }}>
        <CompanyCardHeading company={company} href={href} headingComponent={headingComponent} />

        {company.reviewCount > 0 && categoryScoresWithheld(company.ratingCounts) ? (
          <CategoryScoresWithheld dense />
        ) : company.reviewCount > 0 ? (
          <Stack spacing={1.25} aria-label={`Ratings: ${scoreWithEvidence(company.averageRatings.overall, company.reviewCount)}`} role="group">
            {CARD_RATINGS.map((category) => (
              <RatingBar key={category} dense label={RATING_CATEGORY_LABELS[category]} value={company.averageRatings[category]} />
            ))}
          </Stack>
        ) : (
          <Box sx={{ borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', px: 2, py: 1.5 }}>
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

        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}>
          <Fact label="Employees" value={formatEmployees(company.employeeCount, company.employeeRange)} />
          <Fact label="Revenue" value={formatRevenue(company.revenueUsd)} />
        </Box>

        <Stack spacing={1.5}>
          <TagGroup label="Services" items={company.services} max={MAX_SERVICES} />
          <TagGroup label="Therapeutic areas" items={company.therapeuticAreas} max={MAX_THERAPEUTIC_AREAS} />
          <TagGroup label="Molecule types" items={company.moleculeTypes} max={MAX_MOLECULE_TYPES} />
        </Stack>
      </CardContent>
      <Divider />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 1.75, gap: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', minWidth: 0 }}>
          {company.lastReviewDate ? `Last review ${formatLastReview(company.lastReviewDate, now).toLowerCase()}` : 'Not yet reviewed'}
        </Typography>
        <Button component={RouterLink} to={href} variant="outlined" size="small" sx={{ flexShrink: 0 }}>
          View Profile
        </Button>
      </Stack>
      {actions && (
        <>
          <Divider />
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', px: 2, py: 1 }}>
            {actions}
          </Stack>
        </>
      )}
    </Card>
  );
}
