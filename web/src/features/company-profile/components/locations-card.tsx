import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyDetail } from '../../../api/types';
import { TagList } from '../../../components/tag-list';
import { SectionCard } from './section-card';

/** Service locations shown before "+N more" (docs/screens.md#constants-and-limits). */
const MAX_SERVICE_LOCATIONS = 6;

export function LocationsCard({ company }: { company: CompanyDetail }) {
  return (
    <SectionCard title="Locations" icon={<PublicOutlinedIcon />}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2.5 }}>
        <Box>
          <Typography component="dt" variant="subtitle2" sx={{ mb: 0.5 }}>
            Headquarters
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {company.location}, {company.country}
          </Typography>
        </Box>
        {company.serviceLocations.length > 0 && (
          <Box>
            <Typography component="dt" variant="subtitle2" sx={{ mb: 1 }}>
              Service locations
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <TagList items={company.serviceLocations} max={MAX_SERVICE_LOCATIONS} aria-label="Service locations" />
            </Box>
          </Box>
        )}
        {company.officeLocations.length > 0 && (
          <Box>
            <Typography component="dt" variant="subtitle2" sx={{ mb: 1 }}>
              Offices
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <TagList items={company.officeLocations} max={MAX_SERVICE_LOCATIONS} aria-label="Offices" />
            </Box>
          </Box>
        )}
      </Box>
    </SectionCard>
  );
}
