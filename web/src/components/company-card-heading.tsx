import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { pluralize } from '@domain/directory/display-rules';
import type { CompanyCard as CompanyCardData } from '../api/types';
import { CompanyLogo } from './company-logo';
import { ScoreChip } from './score-chip';
import { TypeBadge } from './type-badge';

interface CompanyCardHeadingProps {
  company: CompanyCardData;
  /** The profile the name links to. */
  href: string;
  /** Heading element of the company name, so the page keeps its heading order. */
  headingComponent: 'h2' | 'h3';
  /** The directory's compact card: a smaller logo and name, tighter lines. */
  compact?: boolean;
}

/**
 * The top of a company card: logo, name linking to the profile, type badge and location, and for a reviewed
 * company its overall score with the number of reviews. Shared by the full card and the directory's compact one.
 */
export function CompanyCardHeading({ company, href, headingComponent, compact = false }: CompanyCardHeadingProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={compact ? 40 : 48} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          variant={compact ? 'subtitle1' : 'h6'}
          component={headingComponent}
          sx={{ ...(compact ? { fontWeight: 700 } : {}), lineHeight: compact ? 1.25 : 1.3, overflowWrap: 'anywhere' }}
        >
          <Link component={RouterLink} to={href} color="inherit" underline="hover">
            {company.name}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mt: compact ? 0.5 : 0.75, flexWrap: 'wrap', rowGap: compact ? 0.25 : 0.5 }}>
          <TypeBadge type={company.type} />
          <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
            <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            <Typography variant="body2" noWrap>
              {company.location}, {company.country}
            </Typography>
          </Stack>
        </Stack>
      </Box>
      {company.reviewCount > 0 && (
        <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          <ScoreChip score={company.averageRatings.overall} />
          <Typography variant="caption" sx={{ color: 'text.secondary', ...(compact ? {} : { mt: 0.5 }), whiteSpace: 'nowrap' }}>
            {pluralize(company.reviewCount, 'review')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
