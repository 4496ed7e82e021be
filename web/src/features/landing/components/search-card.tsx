import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { REGIONS, type CompanyType, type Region } from '@domain/directory/taxonomy';
import { DIRECTORY_SEARCH_MAX_LENGTH } from '@domain/directory/company-query';
import { COMPANY_TYPE_OPTIONS } from '../../../components/company-type-options';
import type { SelectOption } from '../../../components/select-field';
import { paths } from '../../../config/paths';

const LOCATION_OPTIONS: SelectOption<Region | ''>[] = [{ value: '', label: 'All Locations' }, ...REGIONS.map((r) => ({ value: r, label: r }))];

/*
 * The fields are MUI's input components put together as TextField puts them (FormControl, InputLabel,
 * OutlinedInput), with NativeSelect for the lists (the platform's own picker on a phone): TextField's module
 * imports Select, and with it Menu, Popover and Modal, which the landing page's first screen does not need.
 */

/** A select of `options` with its label on the outline, as the theme's TextField draws it. */
function NativeSelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <FormControl>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect inputProps={{ id }} value={value} onChange={(e) => onChange(e.target.value as T)} input={<OutlinedInput label={label} notched />}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/** The landing page's quick search: name, service type and region (docs/screens.md#screens). */
export function SearchCard() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<CompanyType | ''>('');
  const [location, setLocation] = useState<Region | ''>('');
  const searchId = useId();

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
            <FormControl>
              <InputLabel htmlFor={searchId} shrink>
                Company name
              </InputLabel>
              <OutlinedInput
                id={searchId}
                label="Company name"
                notched
                placeholder="e.g. Lonza, IQVIA"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                inputProps={{ maxLength: DIRECTORY_SEARCH_MAX_LENGTH, autoComplete: 'off' }}
              />
            </FormControl>
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
