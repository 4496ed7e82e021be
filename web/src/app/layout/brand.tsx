import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { paths } from '../../config/paths';

/** The logo and name, linking home; the bar and the mobile menu show it. */
export function Brand() {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      aria-label="BioVetted home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'primary.main' }}
    >
      <BrandMark />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'secondary.main', letterSpacing: '-0.01em' }}>
        BioVetted
      </Typography>
    </Link>
  );
}
