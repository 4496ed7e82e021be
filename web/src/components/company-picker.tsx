import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useCompanies } from '../api/companies';
import type { CompanyOption } from '../api/types';
import type { CompanyType } from '@domain/directory/taxonomy';

/** How many companies the picker suggests at once. */
const SUGGESTIONS = 20;

interface CompanyPickerProps {
  id: string;
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  error?: string;
  disabled?: boolean;
  /** Shown when a search finds nothing. */
  notFoundText?: string;
  /** Suggests only companies of this type (the service type chosen on the review form). */
  type?: CompanyType | null;
  /** Told the text typed so far, so "add a new company" can start from it. */
  onTextChange?: (text: string) => void;
}

/** Search the directory by name and pick a company (shown as name, type and location), of one type when given. */
export function CompanyPicker({ id, value, onChange, error, disabled, notFoundText = 'No listed company matches.', type, onTextChange }: CompanyPickerProps) {
  const [input, setInput] = useState('');
  const search = useDeferredValue(input);
  // While a company is chosen its name fills the box: search the directory from scratch then.
  const { data, isLoading } = useCompanies(
    { search: (value && input === value.name ? '' : search).trim(), sort: 'name', limit: SUGGESTIONS, ...(type ? { type } : {}) },
    { keepPreviousData: true },
  );
  return (
    <Autocomplete
      id={id}
      value={value}
      onChange={(_event, company) => onChange(company)}
      inputValue={input}
      onInputChange={(_event, text) => {
        setInput(text);
        onTextChange?.(text);
      }}
      options={data?.companies ?? []}
      loading={isLoading}
      disabled={disabled}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.name}
      noOptionsText={search.trim() ? notFoundText : 'Type to search the directory'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {option.name}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {option.type} · {option.location}
          </Typography>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Company" required placeholder="Search by company name" error={Boolean(error)} helperText={error} />}
    />
  );
}
