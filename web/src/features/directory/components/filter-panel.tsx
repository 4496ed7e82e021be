import CheckIcon from '@mui/icons-material/Check';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { COMPANY_SIZE_LABELS } from '@domain/directory/display-rules';
import {
  COMPANY_SIZES,
  DIRECTORY_COUNTRY_OPTIONS,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type CompanySize,
  type CompanyType,
  type ServiceCategory,
} from '@domain/directory/taxonomy';
import {
  normaliseCategories,
  type DirectoryQuery,
  type GlobalPresenceFilter,
} from '../../../lib/directory-query';
import { COMPANY_TYPE_OPTIONS } from '../../../components/company-type-options';
import { SelectField, type SelectOption } from '../../../components/select-field';

const COUNTRY_OPTIONS: SelectOption<string>[] = [
  { value: '', label: 'All Countries' },
  ...DIRECTORY_COUNTRY_OPTIONS.map((c) => ({ value: c, label: c })),
];
const SIZE_OPTIONS: SelectOption<CompanySize | ''>[] = [
  { value: '', label: 'All Sizes' },
  ...COMPANY_SIZES.map((s) => ({ value: s, label: COMPANY_SIZE_LABELS[s] })),
];
const GLOBAL_OPTIONS: SelectOption<GlobalPresenceFilter>[] = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Global' },
  { value: 'false', label: 'Regional' },
];

interface FilterPanelProps {
  applied: DirectoryQuery;
  /** Applies a change to the URL; the page returns to 1. */
  onApply: (changes: Partial<DirectoryQuery>) => void;
  onClearAll: () => void;
}

function sameCategories(a: readonly ServiceCategory[], b: readonly ServiceCategory[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/**
 * The directory's filter panel (spec part 1 §2 and §4). Name, type, country and category chips
 * are drafts applied by Search; size and global presence apply at once. The parent remounts the
 * panel (key) when the applied drafts change, so Clear All or browser history reset the drafts.
 */
export function FilterPanel({ applied, onApply, onClearAll }: FilterPanelProps) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();

  const [search, setSearch] = useState(applied.search);
  const [type, setType] = useState<CompanyType | ''>(applied.type);
  const [country, setCountry] = useState(applied.country);
  const [categories, setCategories] = useState<ServiceCategory[]>(applied.serviceCategories);

  const dirty =
    search.trim() !== applied.search ||
    type !== applied.type ||
    country !== applied.country ||
    !sameCategories(categories, applied.serviceCategories);

  const secondaryActive = [type, country, applied.size, applied.global, applied.location].filter(Boolean).length + categories.length;

  function toggleCategory(key: ServiceCategory) {
    setCategories((current) => normaliseCategories(current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ search: search.trim(), type, country, serviceCategories: categories });
  }

  const showSecondary = !isCompact || moreOpen;

  return (
    <Card component="section" aria-labelledby="filters-title">
      <CardContent component="form" role="search" aria-label="Filter companies" onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="filters-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Filters
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label="Company name"
              placeholder="Search by company name"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200, autoComplete: 'off' } }}
            />
          </Grid>
          {isCompact && (
            <Grid size={12}>
              <Button
                variant="text"
                onClick={() => setMoreOpen((open) => !open)}
                aria-expanded={moreOpen}
                aria-controls={moreId}
                startIcon={
                  <Badge color="primary" badgeContent={secondaryActive} invisible={secondaryActive === 0}>
                    <FilterListIcon />
                  </Badge>
                }
              >
                {moreOpen ? 'Hide filters' : 'More filters'}
              </Button>
            </Grid>
          )}
        </Grid>

        <Collapse in={showSecondary} id={moreId} timeout={isCompact ? 'auto' : 0}>
          <Grid container spacing={2} sx={{ mt: 0 }}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ mt: 2 }}>
              <SelectField label="Service type" value={type} options={COMPANY_TYPE_OPTIONS} onChange={setType} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ mt: 2 }}>
              <SelectField label="Country" value={country} options={COUNTRY_OPTIONS} onChange={setCountry} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ mt: 2 }}>
              <SelectField label="Company size" value={applied.size} options={SIZE_OPTIONS} onChange={(size) => onApply({ size })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }} sx={{ mt: 2 }}>
              <SelectField
                label="Global presence"
                value={applied.global}
                options={GLOBAL_OPTIONS}
                onChange={(global) => onApply({ global })}
              />
            </Grid>
          </Grid>

          <Box sx={{ mt: 3 }} role="group" aria-labelledby="categories-label">
            <Typography id="categories-label" variant="subtitle2" sx={{ mb: 1.25 }}>
              Service categories
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {SERVICE_CATEGORIES.map((key) => {
                const selected = categories.includes(key);
                return (
                  <Chip
                    key={key}
                    label={SERVICE_CATEGORY_LABELS[key]}
                    clickable
                    onClick={() => toggleCategory(key)}
                    // A multi-select toggle: checkbox semantics (and not a second "button" whose
                    // name, e.g. "Clinical Research", contains the word "Search").
                    role="checkbox"
                    aria-checked={selected}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    icon={selected ? <CheckIcon aria-hidden="true" /> : undefined}
                  />
                );
              })}
            </Stack>
          </Box>
        </Collapse>

        {applied.location && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Region:
            </Typography>
            <Chip
              label={applied.location}
              onDelete={() => onApply({ location: '' })}
              color="secondary"
              variant="outlined"
              aria-label={`${applied.location}: remove region filter`}
            />
          </Stack>
        )}

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, alignItems: { sm: 'center' } }}
        >
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minWidth: 140 }}>
            Search
          </Button>
          <Button type="button" variant="outlined" onClick={onClearAll}>
            Clear All Filters
          </Button>
          {dirty && (
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
              Press Search to apply your changes.
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
