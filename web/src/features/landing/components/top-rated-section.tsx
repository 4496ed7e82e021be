import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CompanyCard } from '../../../components/company-card';
import { CompanyCardSkeletons } from '../../../components/company-card-skeleton';
import { CompanyGrid } from '../../../components/company-grid';
import { paths } from '../../../config/paths';
import type { CompanyPage } from '../../../api/companies';
import { TOP_COMPANIES_LIMIT } from '../top-companies';

interface TopRatedSectionProps {
  /** The best-rated companies and, as `total`, every listed provider. */
  data: CompanyPage | undefined;
  error: Error | undefined;
  isLoading: boolean;
}

/** The landing page's three best-rated companies (GET /api/companies?limit=3&sort=rating), with skeletons and an error state. */
export function TopRatedSection({ data, error, isLoading }: TopRatedSectionProps) {
  const now = new Date();
  return (
    <Box component="section" aria-labelledby="top-rated-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', mb: 4, gap: 2 }}>
          <Box>
            <Typography id="top-rated-title" variant="h2">
              Top Rated Companies
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>Highest overall scores from verified reviews.</Typography>
          </Box>
          <Button component={RouterLink} to={paths.companies.list.getHref()} variant="text" sx={{ flexShrink: 0 }}>
            View All
          </Button>
        </Stack>
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : (
          <CompanyGrid busy={isLoading}>
            {isLoading || !data ? (
              <CompanyCardSkeletons count={TOP_COMPANIES_LIMIT} />
            ) : data.companies.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>No companies are listed yet.</Typography>
            ) : (
              data.companies.map((company) => <CompanyCard key={company.id} company={company} now={now} />)
            )}
          </CompanyGrid>
        )}
      </Container>
    </Box>
  );
}
