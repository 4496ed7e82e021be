import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="overline" sx={{ color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Page Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>The page you're looking for doesn't exist or has moved.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
          Back to Home
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.companies.list.getHref()}>
          Browse Companies
        </Button>
      </Stack>
    </Container>
  );
}
