import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  REGIONS,
  type CompanyType,
  type Region,
} from '@domain/directory/taxonomy';
import { DIRECTORY_SEARCH_MAX_LENGTH } from '@domain/directory/company-query';
import { COMPANY_TYPE_OPTIONS } from '../../../components/company-type-options';
import { NativeSelectField, OutlinedTextField } from '../../../components/outlined-fields';
import type { SelectOption } from '../../../components/select-field';
import { paths } from '../../../config/paths';

const LOCATION_OPTIONS: SelectOption<Region | ''>[] = [
  { value: '', label: 'All Locations' },
  ...REGIONS.map((r) => ({ value: r, label: r })),
];

/** The landing page's quick search: name, service type and region (spec part 1 §2). */
export function SearchCard() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<CompanyType | ''>('');
  const [location, setLocation] = useState<Region | ''>('');

  function submit(event: FormEvent) {
    event.preventDefault();
    // The registry drops empty and default values, so only chosen filters reach the URL.
    navigate(paths.companies.list.getHref({ search, type, location }));
  }

  return (
    <Card component="section" aria-labelledby="search-card-title" sx={{ boxShadow: '0 12px 32px rgba(10, 48, 58, 0.25)', border: 0 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="search-card-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Search the directory
        </Typography>
        {/* One column on a phone; name and button spanning two columns on a tablet; one row from md. */}
        <Box
          component="form"
          role="search"
          aria-label="Search companies"
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '5fr 2.5fr 2.5fr 2fr' } }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <OutlinedTextField
              label="Company name"
              placeholder="e.g. Lonza, IQVIA"
              value={search}
              onChange={setSearch}
              htmlInput={{ maxLength: DIRECTORY_SEARCH_MAX_LENGTH, autoComplete: 'off' }}
            />
          </Box>
          <NativeSelectField label="Service type" value={type} options={COMPANY_TYPE_OPTIONS} onChange={setType} />
          <NativeSelectField label="Location" value={location} options={LOCATION_OPTIONS} onChange={setLocation} />
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Button type="submit" variant="contained" size="large" fullWidth startIcon={<SearchIcon />} sx={{ height: 56 }}>
              Search
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
