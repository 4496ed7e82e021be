import { BIOREACTOR_LITERS_MAX } from './company-fact-rules';
import { COMPANY_OWNERSHIPS } from './dataset-company';
import { COMPANY_SIZE_LABELS, ownershipLabel } from './display-rules';
import { COUNTRIES, countryNamed } from './regions';
import { describeServiceCategories } from './service-categories';
import { childrenOf, expandWithChildren, isHierarchicalFact } from './taxonomy-hierarchy';
import {
  COMPANY_SIZES,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  DEVELOPMENT_PHASES,
  MOLECULE_TYPES,
  REGIONS,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  THERAPEUTIC_AREAS,
} from './taxonomy';

/*
 * The directory's filters, each declared once (docs/decisions/0030-directory-on-postgresql.md): what a filter
 * selects on, the values it accepts and how a query writes them, its message for a value it refuses, whether it
 * has a facet, and the control the directory screen draws for it. The query DTO, the facet counts, the read
 * model's columns and SQL, and the web filter panel are all derived from this list; a filter on another fact
 * of the companies is one entry here and the migration that copies that fact into the read model.
 */

/**
 * Facts of a company the directory filters on, as the read model keeps them (one column each, named after the
 * fact): the company's own, and those derived from them when it is written (`regions`, `serviceCategories`).
 */
export type DirectoryFact =
  | 'type'
  | 'country'
  | 'size'
  | 'globalPresence'
  | 'regions'
  | 'serviceCategories'
  | 'therapeuticAreas'
  | 'moleculeTypes'
  | 'developmentPhases'
  | 'ownership'
  | 'fdaWarningLetterCount'
  | 'maxBioreactorLiters';

/** How the company's fact holds what a filter asks for: one value (type, country) or a list (regions, areas). */
export type FactShape = 'value' | 'list';

/** How the directory screen offers a filter. */
export interface FilterControl {
  /** A single choice, a menu of several choices, a row of chips (several), or a whole number typed in. */
  kind: 'select' | 'multi-select' | 'chips' | 'number';
  label: string;
  /** The select's option for "no filter" ("All Countries"). */
  anyLabel?: string;
  /**
   * `search`: a draft until the visitor presses Search (text, type, country and chips, the screen's long-standing
   * rule); `change`: applied as soon as it is chosen.
   */
  appliesOn: 'search' | 'change';
  /** The select's options are the values the facet counts (every country present), most companies first. */
  optionsFromFacet?: boolean;
  /** A line under the control saying what it asks for. */
  hint?: string;
}

/** A filter on one or several values of a vocabulary. */
export interface ValueFilter<V extends string = string, C extends 'one' | 'any' = 'one' | 'any'> {
  /** `one`: one value per query; `any`: comma-separated values, a company matches when it has any of them. */
  choice: C;
  fact: DirectoryFact;
  shape: FactShape;
  /** Every value accepted, as written in the vocabulary. */
  values: readonly V[];
  /** The vocabulary's value a query's text stands for (case-insensitive where the filter allows it); undefined when none. */
  canonical: (text: string) => V | undefined;
  /** Answered with 400 for a value outside the vocabulary. */
  invalidMessage: string;
  /** Counted in `GET /api/companies/facets`; `knownOptions` appear there at 0 (others only when present). */
  facet: { knownOptions: readonly V[] } | null;
  /** What a value reads as on screen (an option, an applied-filter chip). */
  optionLabel: (value: V) => string;
  control: FilterControl;
  /**
   * The values a company's fact is tested against for the values asked for: a broader value takes in the narrower
   * ones under it (Biologics takes in Monoclonal Antibodies). The values themselves when absent.
   */
  matchedValues?: (values: readonly V[]) => readonly string[];
  /**
   * For a fact that is a count: the range of the count each value stands for (`none`: 0, `any`: 1 or more), so
   * that the filter and its facet read the count by band instead of by value. Absent for facts matched as written.
   */
  bands?: Record<V, CountBand>;
  /**
   * The switch that also keeps the companies whose list is empty, the fact not stated: its query parameter
   * (`true` to include them; off when absent). Declared for the list filters whose facts companies often leave
   * unstated.
   */
  unstated?: UnstatedSwitch;
  /** Words for the API documentation; `example` for a comma-separated list. */
  description?: string;
  example?: string;
}

/** A range of a count, both ends included; an absent end is open. */
export interface CountBand {
  min?: number;
  max?: number;
}

/** A list filter's "include companies that don't state this" switch. */
export interface UnstatedSwitch {
  /** Its query parameter, e.g. `therapeuticAreasUnstated`. */
  parameter: string;
  /** What the switch reads as on screen. */
  label: string;
}

/** A yes/no filter (global presence). */
export interface FlagFilter {
  choice: 'flag';
  fact: DirectoryFact;
  shape: 'value';
  invalidMessage: string;
  facet: null;
  /** What `true` and `false` read as. */
  optionLabel: (value: 'true' | 'false') => string;
  control: FilterControl;
  description?: string;
}

/**
 * A floor on a number the company states (its largest bioreactor, in liters): a whole number from `min` to `max`;
 * a company matches when its number is at least the floor. A company that does not state the number is left out
 * unless the filter's switch of companies not stating it is on.
 */
export interface MinimumFilter {
  choice: 'atLeast';
  fact: DirectoryFact;
  shape: 'value';
  min: number;
  max: number;
  invalidMessage: string;
  facet: null;
  /** What a floor reads as on screen ("Bioreactor ≥ 2,000 L"), from its value as the URL writes it. */
  optionLabel: (value: string) => string;
  control: FilterControl;
  unstated: UnstatedSwitch;
  description?: string;
  example?: string;
}

export type DirectoryFilter = ValueFilter | FlagFilter | MinimumFilter;

/**
 * The choices of the warning-letter filter: `none`, companies with no FDA warning letter confirmed as theirs in
 * the regulatory record's coverage; `any`, those with at least one (docs/regulatory-record.md).
 */
export const FDA_WARNING_LETTER_CHOICES = ['none', 'any'] as const;
export type FdaWarningLetterChoice = (typeof FDA_WARNING_LETTER_CHOICES)[number];

const oneOfMessage = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;

/** Exactly as written in `values`. */
const exactly =
  <V extends string>(values: readonly V[]) =>
  (text: string): V | undefined =>
    (values as readonly string[]).includes(text) ? (text as V) : undefined;

/** As written in `values`, whatever the case of the text ("oncology" is Oncology). */
function ignoringCase<V extends string>(values: readonly V[]): (text: string) => V | undefined {
  const byKey = new Map(values.map((value) => [value.toLowerCase(), value]));
  return (text) => byKey.get(text.toLowerCase());
}

const asWritten = (value: string) => value;

/**
 * A comma-separated list filter on a list fact, matched case-insensitively, counted with every option; a
 * vocabulary with broader and narrower values matches a broader value's children too; with the switch of
 * companies not stating the fact, its parameter is `<name>Unstated`.
 */
function listFilter<N extends string, V extends string>(
  name: N,
  fact: DirectoryFact,
  values: readonly V[],
  label: string,
  example: string,
): ValueFilter<V, 'any'> & { unstated: UnstatedSwitch & { parameter: `${N}Unstated` } } {
  const hierarchical = isHierarchicalFact(fact);
  return {
    choice: 'any',
    fact,
    shape: 'list',
    values,
    canonical: ignoringCase(values),
    invalidMessage: oneOfMessage(name, values),
    facet: { knownOptions: values },
    optionLabel: asWritten,
    control: { kind: 'multi-select', label, appliesOn: 'change' },
    ...(hierarchical ? { matchedValues: (chosen: readonly V[]) => expandWithChildren(fact, chosen) } : {}),
    unstated: { parameter: `${name}Unstated`, label: `Include companies that don't state their ${label.toLowerCase()}` },
    description:
      `Comma-separated; a company matches when it lists any of them (case-insensitive)` +
      (hierarchical ? `, or a narrower value under one (${describeHierarchy(fact)})` : '') +
      `. Companies that list none are left out unless \`${name}Unstated=true\`. One of: ${values.join(', ')}.`,
    example,
  };
}

/** "Biologics takes in Monoclonal Antibodies, …": a fact's broader values and their children, for the documentation. */
function describeHierarchy(fact: DirectoryFact): string {
  const parents = (fact === 'moleculeTypes' ? MOLECULE_TYPES : THERAPEUTIC_AREAS).filter((value) => childrenOf(fact, value).length > 0);
  return parents.map((parent) => `${parent} takes in ${childrenOf(fact, parent).join(', ')}`).join('; ');
}

/**
 * Every filter of `GET /api/companies` (also its facets and saved searches), keyed by query parameter, in the
 * order the screen shows them and applied filters are listed. Filters combine with AND; the values of one
 * filter with OR.
 */
export const DIRECTORY_FILTERS = {
  type: {
    choice: 'one',
    fact: 'type',
    shape: 'value',
    values: COMPANY_TYPES,
    canonical: exactly(COMPANY_TYPES),
    invalidMessage: oneOfMessage('type', COMPANY_TYPES),
    facet: { knownOptions: COMPANY_TYPES },
    optionLabel: (type) => COMPANY_TYPE_LABELS[type],
    control: { kind: 'select', label: 'Service type', anyLabel: 'All Services', appliesOn: 'search' },
  } satisfies ValueFilter<(typeof COMPANY_TYPES)[number]>,
  country: {
    choice: 'one',
    fact: 'country',
    shape: 'value',
    values: COUNTRIES,
    canonical: (text) => countryNamed(text) ?? undefined,
    invalidMessage: 'country must be a country of the directory, in English (e.g. Germany)',
    facet: { knownOptions: [] },
    optionLabel: asWritten,
    control: { kind: 'select', label: 'Country', anyLabel: 'All Countries', appliesOn: 'search', optionsFromFacet: true },
    description: 'Headquarters country in English, e.g. "Germany" (case-insensitive); every country of the directory.',
  } satisfies ValueFilter<string>,
  location: {
    choice: 'one',
    fact: 'regions',
    shape: 'list',
    values: REGIONS,
    canonical: exactly(REGIONS),
    invalidMessage: oneOfMessage('location', REGIONS),
    facet: { knownOptions: REGIONS },
    optionLabel: asWritten,
    control: { kind: 'select', label: 'Region', anyLabel: 'All Regions', appliesOn: 'change' },
    description: 'Region: the HQ country lies in it or the service locations name it ("Asia" matches "Asia Pacific"; Mexico is in North America and Latin America).',
  } satisfies ValueFilter<(typeof REGIONS)[number]>,
  size: {
    choice: 'one',
    fact: 'size',
    shape: 'value',
    values: COMPANY_SIZES,
    canonical: exactly(COMPANY_SIZES),
    invalidMessage: oneOfMessage('size', COMPANY_SIZES),
    facet: { knownOptions: COMPANY_SIZES },
    optionLabel: (size) => COMPANY_SIZE_LABELS[size],
    control: { kind: 'select', label: 'Company size', anyLabel: 'All Sizes', appliesOn: 'change' },
    description: 'By employee count: startup 1-50, small 51-200, medium 201-1000, large 1001-10000, enterprise 10001+.',
  } satisfies ValueFilter<(typeof COMPANY_SIZES)[number]>,
  global: {
    choice: 'flag',
    fact: 'globalPresence',
    shape: 'value',
    invalidMessage: 'global must be true or false',
    facet: null,
    optionLabel: (value) => (value === 'true' ? 'Global' : 'Regional'),
    control: { kind: 'select', label: 'Global presence', anyLabel: 'All', appliesOn: 'change' },
    description: 'true: global presence; false: regional.',
  } satisfies FlagFilter,
  serviceCategories: {
    choice: 'any',
    fact: 'serviceCategories',
    shape: 'list',
    values: SERVICE_CATEGORIES,
    canonical: exactly(SERVICE_CATEGORIES),
    invalidMessage: oneOfMessage('serviceCategories', SERVICE_CATEGORIES),
    facet: { knownOptions: SERVICE_CATEGORIES },
    optionLabel: (category) => SERVICE_CATEGORY_LABELS[category],
    control: { kind: 'chips', label: 'Service categories', appliesOn: 'search' },
    description: `Comma-separated service-category keys; a company matches when it falls under any of them.\n${describeServiceCategories()}`,
    example: 'clinical_research,biologics',
  } satisfies ValueFilter<(typeof SERVICE_CATEGORIES)[number]>,
  therapeuticAreas: listFilter('therapeuticAreas', 'therapeuticAreas', THERAPEUTIC_AREAS, 'Therapeutic areas', 'Oncology,Rare Diseases'),
  moleculeTypes: listFilter('moleculeTypes', 'moleculeTypes', MOLECULE_TYPES, 'Modalities', 'Monoclonal Antibodies'),
  developmentPhases: listFilter('developmentPhases', 'developmentPhases', DEVELOPMENT_PHASES, 'Development phases', 'Phase I,Phase II'),
  ownership: {
    choice: 'one',
    fact: 'ownership',
    shape: 'value',
    values: COMPANY_OWNERSHIPS,
    canonical: exactly(COMPANY_OWNERSHIPS),
    invalidMessage: oneOfMessage('ownership', COMPANY_OWNERSHIPS),
    facet: { knownOptions: COMPANY_OWNERSHIPS },
    optionLabel: (ownership) => ownershipLabel(ownership, null),
    control: { kind: 'select', label: 'Ownership', anyLabel: 'All Ownerships', appliesOn: 'change' },
    description: 'Who controls the company: listed on a stock exchange, a subsidiary of a group, owned by private equity, or independent.',
  } satisfies ValueFilter<(typeof COMPANY_OWNERSHIPS)[number]>,
  fdaWarningLetters: {
    choice: 'one',
    fact: 'fdaWarningLetterCount',
    shape: 'value',
    values: FDA_WARNING_LETTER_CHOICES,
    canonical: exactly(FDA_WARNING_LETTER_CHOICES),
    invalidMessage: oneOfMessage('fdaWarningLetters', FDA_WARNING_LETTER_CHOICES),
    facet: { knownOptions: FDA_WARNING_LETTER_CHOICES },
    bands: { none: { max: 0 }, any: { min: 1 } },
    optionLabel: (choice) => (choice === 'none' ? 'No FDA warning letter on record' : 'FDA warning letter on record'),
    control: { kind: 'select', label: 'FDA warning letters', anyLabel: 'All', appliesOn: 'change' },
    description:
      "FDA warning letters confirmed as the company's within the regulatory record's coverage (GET /api/companies/{id} regulatoryRecord.coverage): " +
      'none: not one; any: at least one.',
  } satisfies ValueFilter<(typeof FDA_WARNING_LETTER_CHOICES)[number]>,
  minBioreactorLiters: {
    choice: 'atLeast',
    fact: 'maxBioreactorLiters',
    shape: 'value',
    min: 1,
    max: BIOREACTOR_LITERS_MAX,
    invalidMessage: `minBioreactorLiters must be a whole number of liters from 1 to ${BIOREACTOR_LITERS_MAX}`,
    facet: null,
    optionLabel: (value) => `Bioreactor ≥ ${Number(value).toLocaleString('en-US')} L`,
    control: { kind: 'number', label: 'Bioreactor volume (liters)', appliesOn: 'search', hint: 'At least this volume in one bioreactor' },
    unstated: { parameter: 'minBioreactorLitersUnstated', label: "Include companies that don't state their bioreactor volume" },
    description:
      'Liters: companies whose largest single bioreactor (maxBioreactorLiters) holds at least this much. ' +
      'Companies that do not state it are left out unless `minBioreactorLitersUnstated=true`.',
    example: '2000',
  } satisfies MinimumFilter,
} as const;

export type DirectoryFilterName = keyof typeof DIRECTORY_FILTERS;

/** The filters' names, in declaration order. */
export const DIRECTORY_FILTER_NAMES = Object.keys(DIRECTORY_FILTERS) as DirectoryFilterName[];

/** What a filter takes in a query: a value, a list of values, a boolean, or a number. */
export type FilterValue<F> = F extends { choice: 'flag' }
  ? boolean
  : F extends { choice: 'atLeast' }
    ? number
    : F extends { choice: 'any'; values: readonly (infer V)[] }
      ? V[]
      : F extends { choice: 'one'; values: readonly (infer V)[] }
        ? V
        : never;

/** The list filters declared with the switch of companies that don't state the fact. */
export type UnstatedFilterName = {
  [K in DirectoryFilterName]: (typeof DIRECTORY_FILTERS)[K] extends { unstated: UnstatedSwitch } ? K : never;
}[DirectoryFilterName];

/** The query parameter of such a switch (`therapeuticAreasUnstated`). */
export type UnstatedParameter = `${UnstatedFilterName}Unstated`;

/** The filters with the switch, in declaration order. */
export const UNSTATED_FILTER_NAMES = DIRECTORY_FILTER_NAMES.filter((name): name is UnstatedFilterName => unstatedSwitchOf(directoryFilter(name)) !== undefined);

/** A filter's switch of companies that don't state its fact; undefined when it has none. */
export function unstatedSwitchOf(filter: DirectoryFilter): UnstatedSwitch | undefined {
  return filter.choice === 'flag' ? undefined : filter.unstated;
}

/** The query parameter of a filter's switch. */
export function unstatedParameter(name: UnstatedFilterName): UnstatedParameter {
  return unstatedSwitchOf(directoryFilter(name))!.parameter as UnstatedParameter;
}

/**
 * The directory's filters with their values, and the switches that also keep the companies not stating a fact;
 * an absent filter does not restrict, and a switch matters only while its filter has values.
 */
export type DirectoryFilterValues = { [K in DirectoryFilterName]?: FilterValue<(typeof DIRECTORY_FILTERS)[K]> } & {
  [P in UnstatedParameter]?: boolean;
};

/** Whether a query keeps the companies that don't state the fact of filter `name` (its switch is on). */
export function includesUnstated(name: DirectoryFilterName, filters: DirectoryFilterValues): boolean {
  const unstated = unstatedSwitchOf(directoryFilter(name));
  return unstated !== undefined && (filters as Record<string, unknown>)[unstated.parameter] === true;
}

/** The values a company's fact is tested against for the values `filters` asks of filter `name` (a broader value's children too). */
export function matchedValues(name: DirectoryFilterName, filters: DirectoryFilterValues): string[] {
  const values = chosenValues(name, filters);
  const filter = directoryFilter(name);
  return (filter.choice === 'one' || filter.choice === 'any') && filter.matchedValues ? [...filter.matchedValues(values)] : values;
}

/** The filter `name` (typed loosely, for code that walks every filter). */
export function directoryFilter(name: DirectoryFilterName): DirectoryFilter {
  return DIRECTORY_FILTERS[name] as DirectoryFilter;
}

/**
 * The values a filter asks for, as a list (one value is a list of one; a flag is its boolean as text); empty
 * when the filter is absent.
 */
export function chosenValues(name: DirectoryFilterName, filters: DirectoryFilterValues): string[] {
  const value = filters[name] as string | string[] | boolean | undefined;
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [String(value)];
}

/** The names of the filters that have a facet. */
export type FacetFilterName = { [K in DirectoryFilterName]: (typeof DIRECTORY_FILTERS)[K]['facet'] extends null ? never : K }[DirectoryFilterName];

/** The filters that have a facet, in declaration order. */
export const FACET_FILTER_NAMES = DIRECTORY_FILTER_NAMES.filter((name): name is FacetFilterName => DIRECTORY_FILTERS[name].facet !== null);
