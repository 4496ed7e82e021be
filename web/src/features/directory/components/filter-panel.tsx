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
import { DIRECTORY_SEARCH_MAX_LENGTH } from '@domain/directory/company-query';
import { DIRECTORY_FILTER_NAMES, directoryFilter, type DirectoryFilterName } from '@domain/directory/directory-filters';
import type { CompanyFacets } from '../../../api/types';
import { normaliseValues, type DirectoryQuery } from '../../../lib/directory-query';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { AppliedFilters } from './applied-filters';
import { FacetMultiSelect } from './facet-multi-select';
import { facetOptions, withCount } from './facet-options';

/** A filter's value on screen, typed loosely for the code that draws every filter alike. */
type ScreenValue = string | string[];

/** The filters drawn as chips, and as selects or menus (in the grid), in declaration order. */
const CHIP_FILTERS = DIRECTORY_FILTER_NAMES.filter((name) => directoryFilter(name).control.kind === 'chips');
const GRID_FILTERS = DIRECTORY_FILTER_NAMES.filter((name) => directoryFilter(name).control.kind !== 'chips');
/** The filters that stay drafts until Search is pressed. */
const DRAFT_FILTERS = DIRECTORY_FILTER_NAMES.filter((name) => directoryFilter(name).control.appliesOn === 'search');

interface FilterPanelProps {
  applied: DirectoryQuery;
  /** Facet counts of the applied filters; undefined while the first counts load. */
  facets: CompanyFacets | undefined;
  /** Applies a change to the URL; the page returns to 1. */
  onApply: (changes: Partial<DirectoryQuery>) => void;
  onClearAll: () => void;
}

function sameValue(a: ScreenValue, b: ScreenValue): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return a === b;
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** How many choices a filter value holds (a list's length, one for a chosen value). */
const choices = (value: ScreenValue): number => (Array.isArray(value) ? value.length : value ? 1 : 0);

/**
 * The directory's filter panel, one control per declared filter (directory-filters.ts). Text search and the
 * filters declared to apply on Search (type, country, category chips) are drafts applied by Search; the others
 * apply at once. Every option shows how many companies it would leave given the other applied filters, and
 * options that would leave none are disabled. The parent remounts the panel (key) when the applied drafts change,
 * so Clear All or browser history reset them.
 */
export function FilterPanel({ applied, facets, onApply, onClearAll }: FilterPanelProps) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const chipsId = useId();

  const [search, setSearch] = useState(applied.search);
  const [drafts, setDrafts] = useState<Partial<Record<DirectoryFilterName, ScreenValue>>>(() =>
    Object.fromEntries(DRAFT_FILTERS.map((name) => [name, applied[name] as ScreenValue])),
  );
  /** What a filter shows: its draft while it has one, else its applied value. */
  const shown = (name: DirectoryFilterName): ScreenValue => drafts[name] ?? (applied[name] as ScreenValue);
  const counts = facets as Partial<Record<DirectoryFilterName, Record<string, number>>> | undefined;

  const dirty = search.trim() !== applied.search || DRAFT_FILTERS.some((name) => !sameValue(shown(name), applied[name] as ScreenValue));
  const secondaryActive = DIRECTORY_FILTER_NAMES.reduce((total, name) => total + choices(shown(name)), 0);

  /** A new value for a filter: kept as a draft until Search, or applied at once, as the filter is declared. */
  function choose(name: DirectoryFilterName, value: ScreenValue) {
    const normalised = Array.isArray(value) ? (normaliseValues(name, value) as ScreenValue) : value;
    if (directoryFilter(name).control.appliesOn === 'search') setDrafts((current) => ({ ...current, [name]: normalised }));
    else onApply({ [name]: normalised } as Partial<DirectoryQuery>);
  }

  function toggle(name: DirectoryFilterName, key: string) {
    const current = shown(name) as string[];
    choose(name, current.includes(key) ? current.filter((k) => k !== key) : [...current, key]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ search: search.trim(), ...(drafts as Partial<DirectoryQuery>) });
  }

  /** The select or menu of a filter of the grid. */
  function control(name: DirectoryFilterName) {
    const filter = directoryFilter(name);
    const { label, anyLabel = 'All' } = filter.control;
    const value = shown(name);
    if (filter.choice === 'flag') {
      const options: SelectOption<string>[] = [
        { value: '', label: anyLabel },
        { value: 'true', label: filter.optionLabel('true') },
        { value: 'false', label: filter.optionLabel('false') },
      ];
      return <SelectField label={label} value={value as string} options={options} onChange={(chosen) => choose(name, chosen)} />;
    }
    if (filter.control.kind === 'multi-select') {
      return (
        <FacetMultiSelect
          label={label}
          values={filter.values}
          selected={value as string[]}
          counts={counts?.[name]}
          onChange={(values) => choose(name, values)}
        />
      );
    }
    // Values the facet counts (every country present), most companies first; the current choice while counts load.
    const values = filter.control.optionsFromFacet ? (counts?.[name] ? Object.keys(counts[name]) : value ? [value as string] : []) : filter.values;
    return (
      <SelectField
        label={label}
        value={value as string}
        options={facetOptions(anyLabel, values, counts?.[name], value as string, filter.optionLabel)}
        onChange={(chosen) => choose(name, chosen)}
      />
    );
  }

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
            {GRID_FILTERS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }} sx={{ mt: 2 }}>
                {control(name)}
              </Grid>
            ))}
          </Grid>

          {CHIP_FILTERS.map((name) => {
            const filter = directoryFilter(name);
            if (filter.choice === 'flag') return null;
            const selected = shown(name) as string[];
            return (
              <Box key={name} sx={{ mt: 3 }} role="group" aria-labelledby={`${chipsId}-${name}`}>
                <Typography id={`${chipsId}-${name}`} variant="subtitle2" component="h3" sx={{ mb: 1.25 }}>
                  {filter.control.label}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {filter.values.map((key) => {
                    const isSelected = selected.includes(key);
                    const count = counts?.[name]?.[key];
                    return (
                      <Chip
                        key={key}
                        label={withCount(filter.optionLabel(key), count)}
                        clickable
                        onClick={() => toggle(name, key)}
                        disabled={count === 0 && !isSelected}
                        // A multi-select toggle: checkbox semantics (and not a second "button" whose
                        // name, e.g. "Clinical Research", contains the word "Search").
                        role="checkbox"
                        aria-checked={isSelected}
                        color={isSelected ? 'primary' : 'default'}
                        variant={isSelected ? 'filled' : 'outlined'}
                        icon={isSelected ? <CheckIcon aria-hidden="true" /> : undefined}
                      />
                    );
                  })}
                </Stack>
              </Box>
            );
          })}
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
