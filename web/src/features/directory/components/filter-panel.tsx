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
import { DIRECTORY_SEARCH_MAX_LENGTH } from '@domain/directory/company-query';
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  COMPANY_TYPE_LABELS,
  REGIONS,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type CompanyType,
  type ServiceCategory,
} from '@domain/directory/taxonomy';
import type { CompanyFacets } from '../../../api/types';
import {
  LIST_FILTER_VALUES,
  normaliseCategories,
  normaliseList,
  type DirectoryQuery,
  type GlobalPresenceFilter,
  type ListFilter,
} from '../../../lib/directory-query';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { AppliedFilters } from './applied-filters';
import { FacetMultiSelect } from './facet-multi-select';
import { facetOptions, withCount } from './facet-options';

const GLOBAL_OPTIONS: SelectOption<GlobalPresenceFilter>[] = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Global' },
  { value: 'false', label: 'Regional' },
];

const LIST_FILTER_LABELS: Record<ListFilter, string> = {
  therapeuticAreas: 'Therapeutic areas',
  moleculeTypes: 'Modalities',
  developmentPhases: 'Development phases',
};

interface FilterPanelProps {
  applied: DirectoryQuery;
  /** Facet counts of the applied filters; undefined while the first counts load. */
  facets: CompanyFacets | undefined;
  /** Applies a change to the URL; the page returns to 1. */
  onApply: (changes: Partial<DirectoryQuery>) => void;
  onClearAll: () => void;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/**
 * The directory's filter panel (spec part 1 §2 and §4, DECISIONS §12). Text search, type, country and
 * category chips are drafts applied by Search (the spec's rule); size, global presence, region,
 * therapeutic areas, modalities and phases apply at once. Every option shows how many companies it would
 * leave given the other applied filters, and options that would leave none are disabled. The parent
 * remounts the panel (key) when the applied drafts change, so Clear All or browser history reset them.
 */
export function FilterPanel({ applied, facets, onApply, onClearAll }: FilterPanelProps) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
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
    !sameList(categories, applied.serviceCategories);

  const secondaryActive =
    [type, country, applied.size, applied.global, applied.location].filter(Boolean).length +
    categories.length +
    applied.therapeuticAreas.length +
    applied.moleculeTypes.length +
    applied.developmentPhases.length;

  function toggleCategory(key: ServiceCategory) {
    setCategories((current) => normaliseCategories(current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ search: search.trim(), type, country, serviceCategories: categories });
  }

  // Countries: those the facet counts name (every country present in the directory), most companies first.
  const countries = facets ? Object.keys(facets.country) : applied.country ? [applied.country] : [];
  const showSecondary = !isCompact || moreOpen;

  return (
    <Card component="section" aria-labelledby="filters-title">
      <CardContent component="form" role="search" aria-label="Filter companies" onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="filters-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          Filters
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField
              label="Search"
              placeholder="Company, former name, service or modality (e.g. Lonza, ADC, toxicology)"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: DIRECTORY_SEARCH_MAX_LENGTH, autoComplete: 'off' } }}
            />
          </Grid>
          {isCompact && (
            <Grid size={12}>
              <Button
                variant="text"
                onClick={() => setMoreOpen((open) => !open)}
                aria-expanded={moreOpen}
                aria-controls={moreOpen ? moreId : undefined}
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

        {/* On phones the closed filters are not rendered at all: a dozen fields and chips fewer to send,
            lay out and hydrate on the page's start (their values live in this panel's state). */}
        <Collapse in={showSecondary} id={moreId} timeout={isCompact ? 'auto' : 0} unmountOnExit={isCompact}>
          <Grid container spacing={2} sx={{ mt: 0 }}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }} sx={{ mt: 2 }}>
              <SelectField
                label="Service type"
                value={type}
                options={facetOptions('All Services', COMPANY_TYPES, facets?.type, type, (t) => COMPANY_TYPE_LABELS[t])}
                onChange={setType}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }} sx={{ mt: 2 }}>
              <SelectField label="Country" value={country} options={facetOptions('All Countries', countries, facets?.country, country)} onChange={setCountry} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }} sx={{ mt: 2 }}>
              <SelectField
                label="Region"
                value={applied.location}
                options={facetOptions('All Regions', REGIONS, facets?.location, applied.location)}
                onChange={(location) => onApply({ location })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }} sx={{ mt: 2 }}>
              <SelectField
                label="Company size"
                value={applied.size}
                options={facetOptions('All Sizes', COMPANY_SIZES, facets?.size, applied.size, (s) => COMPANY_SIZE_LABELS[s])}
                onChange={(size) => onApply({ size })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }} sx={{ mt: 2 }}>
              <SelectField label="Global presence" value={applied.global} options={GLOBAL_OPTIONS} onChange={(global) => onApply({ global })} />
            </Grid>
            {(Object.keys(LIST_FILTER_LABELS) as ListFilter[]).map((filter) => (
              <Grid key={filter} size={{ xs: 12, sm: 6, md: 4 }} sx={{ mt: 2 }}>
                <FacetMultiSelect
                  label={LIST_FILTER_LABELS[filter]}
                  values={LIST_FILTER_VALUES[filter] as readonly string[]}
                  selected={applied[filter]}
                  counts={facets?.[filter]}
                  onChange={(values) => onApply({ [filter]: normaliseList(filter, values) })}
                />
              </Grid>
            ))}
          </Grid>

          <Box sx={{ mt: 3 }} role="group" aria-labelledby="categories-label">
            <Typography id="categories-label" variant="subtitle2" component="h3" sx={{ mb: 1.25 }}>
              Service categories
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {SERVICE_CATEGORIES.map((key) => {
                const selected = categories.includes(key);
                const count = facets?.serviceCategories[key];
                return (
                  <Chip
                    key={key}
                    label={withCount(SERVICE_CATEGORY_LABELS[key], count)}
                    clickable
                    onClick={() => toggleCategory(key)}
                    disabled={count === 0 && !selected}
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

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
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

        <AppliedFilters query={applied} onApply={onApply} />
      </CardContent>
    </Card>
  );
}
