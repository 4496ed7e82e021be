import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { DirectorySort } from '../../../lib/directory-query';

/** Quick filters open the directory sorted by a score (docs/directory.md#listing-companies). */
const QUICK_FILTERS: { label: string; sort: DirectorySort; icon: ReactElement }[] = [
  { label: 'Top Rated', sort: 'rating', icon: <EmojiEventsOutlinedIcon /> },
  { label: 'Best Timeline', sort: 'timeline', icon: <ScheduleIcon /> },
  { label: 'Cost Effective', sort: 'pricing', icon: <AttachMoneyIcon /> },
  { label: 'Technical Excellence', sort: 'technicalExpertise', icon: <ScienceOutlinedIcon /> },
];

export function QuickFilters() {
  return (
    <Box
      component="nav"
      aria-labelledby="quick-filters-label"
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'center' }, gap: 1.5 }}
    >
      <Typography id="quick-filters-label" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mr: 1 }}>
        Quick filters
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' }, gap: 1.5 }}>
        {QUICK_FILTERS.map((filter) => (
          <Button
            key={filter.sort}
            component={RouterLink}
            // The default sort is named explicitly so each quick filter's link says what it does.
            to={paths.companies.list.getHref({ sort: filter.sort })}
            variant="outlined"
            startIcon={filter.icon}
            sx={{ bgcolor: 'background.paper', color: 'secondary.main', justifyContent: { xs: 'flex-start', md: 'center' }, textAlign: 'left', lineHeight: 1.3 }}
          >
            {filter.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
