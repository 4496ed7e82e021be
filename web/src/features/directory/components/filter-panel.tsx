import CheckIcon from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DIRECTORY_SEARCH_MAX_LENGTH } from '@domain/directory/company-query';
import { DIRECTORY_FILTER_NAMES, directoryFilter, UNSTATED_FILTER_NAMES, type DirectoryFilterName, type UnstatedFilterName } from '@domain/directory/directory-filters';
import type { CompanyFacets } from '../../../api/types';
import { normaliseValues, wholeNumberText, type DirectoryQuery } from '../../../lib/directory-query';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { UnstatedSwitch } from './unstated-switch';
import { FacetMultiSelect } from './facet-multi-select';
import { facetOptions, withCount } from './facet-options';

/** A filter's value on screen, typed loosely for the code that draws every filter alike. */
type ScreenValue = string | string[];

/** The filters drawn as chips, and as selects or menus, in declaration order. */
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
  /**
   * The Search button's place: by default a Search button; the phone sheet passes its own ("Show N results"),
   * given the query the drafts would apply.
   */
  renderSubmit?: (draft: DirectoryQuery) => ReactNode;
  /** Called after Search applies the drafts (the sheet closes). */
  onSubmitted?: () => void;
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
export function FilterPanel({ applied, facets, onApply, onClearAll, renderSubmit, onSubmitted }: FilterPanelProps) {
  const chipsId = useId();

  const [search, setSearch] = useState(applied.search);
  const [drafts, setDrafts] = useState<Partial<Record<DirectoryFilterName, ScreenValue>>>(() =>
    Object.fromEntries(DRAFT_FILTERS.map((name) => [name, applied[name] as ScreenValue])),
  );
  /** What a filter shows: its draft while it has one, else its applied value. */
  const shown = (name: DirectoryFilterName): ScreenValue => drafts[name] ?? (applied[name] as ScreenValue);
  const counts = facets as Partial<Record<DirectoryFilterName, Record<string, number>>> | undefined;
  const unstatedCounts = (facets as { unstated?: Partial<Record<UnstatedFilterName, number>> } | undefined)?.unstated;

  const dirty = search.trim() !== applied.search || DRAFT_FILTERS.some((name) => !sameValue(shown(name), applied[name] as ScreenValue));
  /** The query Search would apply: the applied one with the drafts and the search text. */
  const draftQuery: DirectoryQuery = { ...applied, ...(drafts as Partial<DirectoryQuery>), search: search.trim(), page: 1 };

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
    // A floor outside its range (0, too large) reads as none rather than reaching the API, which would refuse it.
    const applying = Object.fromEntries(
      Object.entries(drafts).map(([name, value]) => [
        name,
        directoryFilter(name as DirectoryFilterName).choice === 'atLeast' ? wholeNumberText(name as DirectoryFilterName, value as string) : value,
      ]),
    );
    onApply({ search: search.trim(), ...(applying as Partial<DirectoryQuery>) });
    onSubmitted?.();
  }

  /** The "include companies that don't state this" switch under a list filter that has one. */
  function unstatedSwitch(name: DirectoryFilterName) {
    if (!(UNSTATED_FILTER_NAMES as readonly string[]).includes(name)) return null;
    const switchName = name as UnstatedFilterName;
    const on = applied.unstated.includes(switchName);
    return (
      <UnstatedSwitch
        label={directoryFilter(name).control.label}
        checked={on}
        disabled={choices(shown(name)) === 0}
        adds={unstatedCounts?.[switchName]}
        onChange={(checked) => onApply({ unstated: checked ? [...applied.unstated, switchName] : applied.unstated.filter((other) => other !== switchName) })}
      />
    );
  }

  /** The select or menu of a filter. */
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
    if (filter.choice === 'atLeast') {
      // Whole numbers only: the field keeps digits, so the API never sees a value it would refuse.
      return (
        <>
          <TextField
            label={label}
            placeholder="Any"
            value={value as string}
            onChange={(event) => choose(name, event.target.value.replace(/\D/g, '').slice(0, String(filter.max).length))}
            size="small"
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off', 'aria-describedby': `${chipsId}-${name}-hint` },
            }}
          />
          <Typography id={`${chipsId}-${name}-hint`} variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {filter.control.hint}
          </Typography>
          {unstatedSwitch(name)}
        </>
      );
    }
    if (filter.control.kind === 'multi-select') {
      return (
        <>
          <FacetMultiSelect label={label} values={filter.values} selected={value as string[]} counts={counts?.[name]} onChange={(values) => choose(name, values)} />
          {unstatedSwitch(name)}
        </>
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

  return (
    <Box component="form" role="search" aria-label="Filter companies" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        label="Search"
        placeholder="Company, service or modality"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: DIRECTORY_SEARCH_MAX_LENGTH, autoComplete: 'off' } }}
      />
      {GRID_FILTERS.map((name) => (
        <Box key={name}>{control(name)}</Box>
      ))}

      {CHIP_FILTERS.map((name) => {
        const filter = directoryFilter(name);
        if (filter.choice === 'flag' || filter.choice === 'atLeast') return null;
        const selected = shown(name) as string[];
        return (
          <Box key={name} role="group" aria-labelledby={`${chipsId}-${name}`}>
            <Typography id={`${chipsId}-${name}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {filter.control.label}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {filter.values.map((key) => {
                const isSelected = selected.includes(key);
                const count = counts?.[name]?.[key];
                return (
                  <Chip
                    key={key}
                    size="small"
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

      {dirty && (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          Press {renderSubmit ? 'the button below' : 'Search'} to apply your changes.
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={
          renderSubmit
            ? { position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1.5, borderTop: 1, borderColor: 'divider', zIndex: 1 }
            : { position: 'sticky', bottom: 0, bgcolor: 'background.default', py: 1 }
        }
      >
        {renderSubmit ? (
          renderSubmit(draftQuery)
        ) : (
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexGrow: 1 }}>
            Search
          </Button>
        )}
        <Button type="button" variant="outlined" onClick={onClearAll}>
          Clear All
        </Button>
      </Stack>
    </Box>
  );
}
