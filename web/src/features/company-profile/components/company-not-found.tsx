import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function CompanyNotFound() {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <CardContent sx={{ py: { xs: 6, md: 8 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, mb: 1.5 }}>
          Company Not Found
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>The company you're looking for doesn't exist.</Typography>
        <Button component={RouterLink} to={paths.companies.list.getHref()} variant="contained" startIcon={<ArrowBackIcon />}>
          Back to Companies
        </Button>
      </CardContent>
    </Card>
  );
}
