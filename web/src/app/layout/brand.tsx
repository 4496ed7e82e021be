import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { paths } from '../../config/paths';
import { focusVisible } from '../theme/overrides';

/**
 * The logo and name, linking home; the bar and the mobile menu show it. A router link styled here, with the
 * theme's focus ring, rather than MUI's Link: the bar is on every page's first screen (docs/operations.md#delivery budget
 * for the landing page's initial JS).
 */
export function Brand() {
  return (
    <Box
      component={RouterLink}
      to={paths.home.getHref()}
      aria-label="BioVetted home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'primary.main',
        textDecoration: 'none',
        '&:focus-visible': { ...focusVisible, borderRadius: '2px' },
      }}
    >
      <BrandMark />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'secondary.main', letterSpacing: '-0.01em' }}>
        BioVetted
      </Typography>
    </Box>
  );
}
