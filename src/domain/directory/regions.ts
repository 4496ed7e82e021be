import { REGIONS, type Region } from './taxonomy';

/**
 * Countries of each region of the `location` filter (docs/directory.md#regions). A country may lie in
 * two regions (Mexico: North America and Latin America; Egypt: Middle East and Africa). Australia and New
 * Zealand are not in Asia by headquarters; they reach it through an "Asia Pacific" service location.
 * Russia and Turkey are listed under Europe, where their pharma markets report.
 */
export const REGION_COUNTRIES: Record<Region, readonly string[]> = {
  'North America': ['United States', 'Canada', 'Mexico'],
  Europe: [
    'Albania',
    'Austria',
    'Belarus',
    'Belgium',
    'Bosnia and Herzegovina',
    'Bulgaria',
    'Croatia',
    'Cyprus',
    'Czech Republic',
    'Denmark',
    'Estonia',
    'Finland',
    'France',
    'Germany',
    'Greece',
    'Hungary',
    'Iceland',
    'Ireland',
    'Italy',
    'Latvia',
    'Liechtenstein',
    'Lithuania',
    'Luxembourg',
    'Malta',
    'Moldova',
    'Monaco',
    'Montenegro',
    'Netherlands',
    'North Macedonia',
    'Norway',
    'Poland',
    'Portugal',
    'Romania',
    'Russia',
    'Serbia',
    'Slovakia',
    'Slovenia',
    'Spain',
    'Sweden',
    'Switzerland',
    'Turkey',
    'Ukraine',
    'United Kingdom',
  ],
  Asia: [
    'Bangladesh',
    'Cambodia',
    'China',
    'Hong Kong',
    'India',
    'Indonesia',
    'Japan',
    'Kazakhstan',
    'Malaysia',
    'Mongolia',
    'Nepal',
    'Pakistan',
    'Philippines',
    'Singapore',
    'South Korea',
    'Sri Lanka',
    'Taiwan',
    'Thailand',
    'Vietnam',
  ],
  'Latin America': [
    'Argentina',
    'Bolivia',
    'Brazil',
    'Chile',
    'Colombia',
    'Costa Rica',
    'Cuba',
    'Dominican Republic',
    'Ecuador',
    'El Salvador',
    'Guatemala',
    'Honduras',
    'Mexico',
    'Nicaragua',
    'Panama',
    'Paraguay',
    'Peru',
    'Puerto Rico',
    'Uruguay',
    'Venezuela',
  ],
  'Middle East': ['Bahrain', 'Egypt', 'Iran', 'Iraq', 'Israel', 'Jordan', 'Kuwait', 'Lebanon', 'Oman', 'Qatar', 'Saudi Arabia', 'United Arab Emirates'],
  Africa: ['Algeria', 'Egypt', 'Ethiopia', 'Ghana', 'Kenya', 'Morocco', 'Nigeria', 'Rwanda', 'Senegal', 'South Africa', 'Tanzania', 'Tunisia', 'Uganda', 'Zimbabwe'],
};

/** Service-location names that count as serving a region ('Asia' matches 'Asia Pacific'). */
const REGION_SERVICE_LOCATIONS: Record<Region, readonly string[]> = {
  'North America': ['North America'],
  Europe: ['Europe'],
  Asia: ['Asia', 'Asia Pacific'],
  'Latin America': ['Latin America'],
  'Middle East': ['Middle East'],
  Africa: ['Africa'],
};

/**
 * The regions a company matches in the `location` filter: its HQ country lies in the region, or its
 * service locations name the region. Ordered as REGIONS.
 */
export function regionsOf(country: string, serviceLocations: readonly string[]): Region[] {
  return REGIONS.filter((region) => inRegion(region, country, serviceLocations));
}

/**
 * What places a company in `region` (the `location` filter, docs/directory.md): a headquarters country of the
 * region, or a service location naming it. The one statement of the rule: regionsOf reads it for one company,
 * and project fitting states its geography criterion with it.
 */
export function regionMembership(region: Region): { countries: readonly string[]; serviceLocations: readonly string[] } {
  return { countries: REGION_COUNTRIES[region], serviceLocations: REGION_SERVICE_LOCATIONS[region] };
}

/** Whether a company is in `region` by regionMembership. */
function inRegion(region: Region, country: string, serviceLocations: readonly string[]): boolean {
  const member = regionMembership(region);
  return member.countries.includes(country) || serviceLocations.some((location) => member.serviceLocations.includes(location));
}

/**
 * The region a stored geography names: a region itself, or a service location standing for one
 * ("Asia Pacific" → "Asia"), as earlier clients sent it. Null for anything else.
 */
export function regionNamed(value: string): Region | null {
  if ((REGIONS as readonly string[]).includes(value)) return value as Region;
  return REGIONS.find((region) => REGION_SERVICE_LOCATIONS[region].includes(value)) ?? null;
}

/** Countries in no region of the filter (Oceania), which the directory still knows by name. */
const COUNTRIES_OUTSIDE_REGIONS = ['Australia', 'New Zealand', 'Fiji', 'Papua New Guinea'] as const;

/**
 * Every headquarters country the directory knows, in English as the dataset writes them (docs/directory.md:
 * the `country` filter accepts every country present in the directory; a dataset test keeps every company's
 * country in this list). Sorted.
 */
export const COUNTRIES: readonly string[] = [...new Set([...Object.values(REGION_COUNTRIES).flat(), ...COUNTRIES_OUTSIDE_REGIONS])].sort();

/** The country a filter value names, matched case-insensitively ("germany" → "Germany"); null when unknown. */
export function countryNamed(value: string): string | null {
  const key = value.trim().toLowerCase();
  return COUNTRIES.find((country) => country.toLowerCase() === key) ?? null;
}
