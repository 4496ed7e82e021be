import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface HeroProps {
  onLearnMore: () => void;
  /** The search card, set inside the hero's band. */
  children?: ReactNode;
  /** "N providers listed", when known. */
  providerCount?: string | null;
  /** Signed-out visitors get an 'Apply for Access' button (docs/screens.md#screens). */
  showApplyForAccess?: boolean;
}

export function Hero({ onLearnMore, children, providerCount, showApplyForAccess = false }: HeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(160deg, #0A303A 0%, #0F4C5C 55%, #1B5E6E 100%)',
        color: 'common.white',
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 8 },
      }}
    >
      <Container maxWidth="lg">
        <Stack spacing={3} sx={{ maxWidth: 760 }}>
          {/* A plain badge: nothing to click or dismiss. */}
          <Box
            sx={{
              alignSelf: 'flex-start',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.75,
              borderRadius: 4,
              bgcolor: 'rgba(255,255,255,0.12)',
              typography: 'body2',
              fontSize: '0.8125rem',
            }}
          >
            <VerifiedUserOutlinedIcon aria-hidden="true" sx={{ fontSize: 18 }} />
            Anonymous reviews from verified industry professionals
          </Box>
          <Typography id="hero-title" variant="h1">
            Choose CROs, CMOs and CDMOs on vetted, anonymous peer reviews
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' }, color: 'rgba(255,255,255,0.85)', maxWidth: 640 }}>
            Procurement and R&amp;D teams share candid experience of timelines, pricing, change orders and technical depth, so you can shortlist outsourcing partners with
            evidence rather than sales decks.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={paths.companies.list.getHref()}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
              sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            >
              Find Companies
            </Button>
            {showApplyForAccess && (
              <Button component={RouterLink} to={paths.auth.signup.getHref()} variant="contained" size="large" color="secondary">
                Apply for Access
              </Button>
            )}
            <Button
              variant="outlined"
              size="large"
              onClick={onLearnMore}
              sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' } }}
            >
              Learn More
            </Button>
          </Stack>
          {providerCount && (
            <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.8)' }}>
              {providerCount}
            </Typography>
          )}
        </Stack>
        {children && <Box sx={{ mt: { xs: 5, md: 7 } }}>{children}</Box>}
      </Container>
    </Box>
  );
}
