import type { Region } from './taxonomy';

/**
 * Countries of each region of the `location` filter (DECISIONS §11 "Regions"). Australia and New
 * Zealand are not in Asia; Russia and Turkey are listed under Europe, where their pharma markets report.
 */
export const REGION_COUNTRIES: Record<Region, readonly string[]> = {
  'North America': ['United States', 'Canada', 'Mexico'],
  Europe: [
    'Albania', 'Austria', 'Belarus', 'Belgium', 'Bosnia and Herzegovina', 'Bulgaria', 'Croatia', 'Cyprus',
    'Czech Republic', 'Denmark', 'Estonia', 'Finland', 'France', 'Germany', 'Greece', 'Hungary', 'Iceland',
    'Ireland', 'Italy', 'Latvia', 'Liechtenstein', 'Lithuania', 'Luxembourg', 'Malta', 'Moldova', 'Monaco',
    'Montenegro', 'Netherlands', 'North Macedonia', 'Norway', 'Poland', 'Portugal', 'Romania', 'Russia',
    'Serbia', 'Slovakia', 'Slovenia', 'Spain', 'Sweden', 'Switzerland', 'Turkey', 'Ukraine', 'United Kingdom',
  ],
  Asia: [
    'Bangladesh', 'Cambodia', 'China', 'Hong Kong', 'India', 'Indonesia', 'Japan', 'Kazakhstan', 'Malaysia',
    'Mongolia', 'Nepal', 'Pakistan', 'Philippines', 'Singapore', 'South Korea', 'Sri Lanka', 'Taiwan',
    'Thailand', 'Vietnam',
  ],
};

/** Service-location names that count as serving a region ('Asia' matches 'Asia Pacific'). */
const REGION_SERVICE_LOCATIONS: Record<Region, readonly string[]> = {
  'North America': ['North America'],
  Europe: ['Europe'],
  Asia: ['Asia', 'Asia Pacific'],
};

/**
 * The regions a company matches in the `location` filter: its HQ country lies in the region, or its
 * service locations name the region.
 */
export function regionsOf(country: string, serviceLocations: readonly string[]): Region[] {
  return (Object.keys(REGION_COUNTRIES) as Region[]).filter(
    (region) =>
      REGION_COUNTRIES[region].includes(country) ||
      serviceLocations.some((location) => REGION_SERVICE_LOCATIONS[region].includes(location)),
  );
}
