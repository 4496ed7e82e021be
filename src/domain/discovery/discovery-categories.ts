import type { CompanyType } from '../directory/taxonomy';

/**
 * What discovery looks for (docs/api-contract.md#how-the-web-calls-the-api `GET /api/admin/automation/categories`, docs/data-and-discovery.md#discovery-automation):
 * contract research, contract manufacturing and contract development-and-manufacturing organisations.
 * `industryLabels` are the English labels of the Wikidata industry (P452) items a category covers;
 * `type` is the company type a candidate of that category is proposed with.
 */
export const DISCOVERY_CATEGORIES = [
  { key: 'cro', label: 'Contract research organisations (CRO)', type: 'CRO', industryLabels: ['contract research organization'] },
  {
    key: 'cmo',
    label: 'Contract manufacturing organisations (CMO)',
    type: 'CMO',
    industryLabels: ['contract manufacturing organization', 'contract manufacturing'],
  },
  {
    key: 'cdmo',
    label: 'Contract development and manufacturing organisations (CDMO)',
    type: 'CDMO',
    industryLabels: ['contract development and manufacturing organization'],
  },
] as const satisfies readonly { key: string; label: string; type: CompanyType; industryLabels: readonly string[] }[];

export type DiscoveryCategory = (typeof DISCOVERY_CATEGORIES)[number];
export type DiscoveryCategoryKey = DiscoveryCategory['key'];

export const DISCOVERY_CATEGORY_KEYS: readonly DiscoveryCategoryKey[] = DISCOVERY_CATEGORIES.map((c) => c.key);

/** Message of a category outside the list (400). */
export const UNKNOWN_CATEGORY_MESSAGE = `category must be one of ${DISCOVERY_CATEGORY_KEYS.join(', ')}`;

/** The categories one run covers: the named one, or all of them when none is named. */
export function categoriesFor(key?: DiscoveryCategoryKey | null): DiscoveryCategory[] {
  return key ? DISCOVERY_CATEGORIES.filter((c) => c.key === key) : [...DISCOVERY_CATEGORIES];
}
