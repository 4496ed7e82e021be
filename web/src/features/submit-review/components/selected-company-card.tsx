import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TypeBadge } from '../../../components/type-badge';
import type { CompanyOption } from '../../../api/types';

/** The company being reviewed, below the form (docs/screens.md#screens): name, type, location, description. */
export function SelectedCompanyCard({ company }: { company: CompanyOption }) {
  return (
    <Card variant="outlined" aria-label="Selected company">
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Selected Company
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h2" variant="h6">
            {company.name}
          </Typography>
          <TypeBadge type={company.type} />
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">{company.location}</Typography>
        </Stack>
        {company.description && (
          <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
            {company.description}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
