import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { paths } from '../../config/paths';

/** Items the spec lists as non-functional (docs/screens.md#screens): plain text until their pages exist. */
const RESOURCE_ITEMS = ['Industry Reports'];

function FooterHeading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="overline" sx={{ color: 'grey.300', display: 'block', mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function PlainItems({ items }: { items: string[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Typography key={item} component="li" variant="body2" sx={{ color: 'grey.400' }}>
          {item}
        </Typography>
      ))}
    </Stack>
  );
}

export function Footer() {
  // The year in UTC, as the server that rendered the page counts it (not the reader's time zone).
  const year = new Date().getUTCFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'common.white', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.light' }}>
              <BrandMark size={28} />
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'common.white' }}>
                BioVetted
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ color: 'grey.400', maxWidth: 380 }}>
              Anonymous, vetted peer reviews that help biotech and pharma teams choose outsourcing partners with confidence.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 'grow' }}>
            <FooterHeading>Platform</FooterHeading>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <li>
                <Link component={RouterLink} to={paths.companies.list.getHref()} variant="body2" sx={{ color: 'common.white' }}>
                  Browse Companies
                </Link>
              </li>
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 'grow' }}>
            <FooterHeading>Resources</FooterHeading>
            <Link component={RouterLink} to={paths.methodology.getHref()} variant="body2" sx={{ color: 'common.white', display: 'inline-block', mb: 1 }}>
              Scoring Methodology
            </Link>
            <PlainItems items={RESOURCE_ITEMS} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 'grow' }}>
            <FooterHeading>Company</FooterHeading>
            <Link component={RouterLink} to={paths.contact.getHref()} variant="body2" sx={{ color: 'common.white', display: 'inline-block', mb: 1 }}>
              Contact
            </Link>
            <br />
            <Link component={RouterLink} to={paths.legalTerms.getHref()} variant="body2" sx={{ color: 'common.white', display: 'inline-block', mt: 1 }}>
              Legal Terms
            </Link>
            <br />
            <Link component={RouterLink} to={paths.privacy.getHref()} variant="body2" sx={{ color: 'common.white', display: 'inline-block', mt: 1 }}>
              Privacy
            </Link>
          </Grid>
        </Grid>
        {/* Rendered on the server a moment before the browser takes it over: across New Year the two may differ. */}
        <Typography variant="body2" suppressHydrationWarning sx={{ color: 'grey.400', borderTop: 1, borderColor: 'rgba(255,255,255,0.12)', mt: 5, pt: 3 }}>
          © {year} BioVetted. Reviews reflect the experience of individual professionals.
        </Typography>
      </Container>
    </Box>
  );
}
