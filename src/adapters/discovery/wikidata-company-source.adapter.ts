import { CompanySource, type SourceAnswer } from '../../domain/discovery/company-source.port';
import type { DiscoveryCategory } from '../../domain/discovery/discovery-categories';
import { discoveredCompany, type DiscoveredCompany } from '../../domain/discovery/discovered-company';
import { fetchText, SourceError } from './fetch-with-timeout';

/** Wikidata properties the query reads (https://www.wikidata.org/wiki/Property:P452 and so on). */
const P = { industry: 'P452', country: 'P17', headquarters: 'P159', website: 'P856', inception: 'P571', stockExchange: 'P414', ticker: 'P249', employees: 'P1128' };

/** Most companies (items) one run reads; WDQS answers within its 60 s limit well below this. */
export const WIKIDATA_ITEM_LIMIT = 2000;

const sparqlString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"@en`;

/** ?x's English label as ?label, unbound when the item has none (so a bare Q-id never stands in for a name). */
const englishLabel = (x: string, label: string) => `${x} rdfs:label ${label} . FILTER(LANG(${label}) = "en")`;

/**
 * The SPARQL query for the categories: items whose industry (P452) is an item labelled (in English)
 * with one of the categories' industry labels, one row per item (GROUP BY ?item; several countries,
 * websites or listings no longer multiply the rows), with their English label, and the smallest (by
 * text) country, headquarters, website, ticker and category, the earliest inception and the largest
 * headcount, so a run is deterministic. Ordered by item and limited to `limit + 1` items, the extra one
 * telling that more exist. The industries are matched by label rather than Q-id
 * (docs/decisions/0015-company-discovery.md).
 */
export function discoveryQuery(categories: readonly DiscoveryCategory[], limit = WIKIDATA_ITEM_LIMIT): string {
  const labels = categories.flatMap((c) => c.industryLabels.map((label) => `(${sparqlString(label)} "${c.key}")`));
  return `SELECT ?item (MIN(?name) AS ?itemLabel) (MIN(?categoryKey) AS ?category) (MIN(?countryName) AS ?countryLabel)
  (MIN(?hqName) AS ?hqLabel) (MIN(STR(?site)) AS ?website) (MIN(?founded) AS ?inception) (MIN(?symbol) AS ?ticker)
  (MAX(?headcount) AS ?employees) WHERE {
  VALUES (?industryName ?categoryKey) { ${labels.join(' ')} }
  ?industry rdfs:label ?industryName .
  ?item wdt:${P.industry} ?industry .
  ${englishLabel('?item', '?name')}
  OPTIONAL { ?item wdt:${P.country} ?country . ${englishLabel('?country', '?countryName')} }
  OPTIONAL { ?item wdt:${P.headquarters} ?hq . ${englishLabel('?hq', '?hqName')} }
  OPTIONAL { ?item wdt:${P.website} ?site . }
  OPTIONAL { ?item wdt:${P.inception} ?founded . }
  OPTIONAL { ?item p:${P.stockExchange} ?listing . ?listing pq:${P.ticker} ?symbol . }
  OPTIONAL { ?item wdt:${P.employees} ?headcount . }
}
GROUP BY ?item
ORDER BY ?item
LIMIT ${limit + 1}`;
}

type Binding = Record<string, { type: string; value: string } | undefined>;

/** The bindings of a SPARQL 1.1 JSON results document, or a SourceError when it is something else. */
function bindingsOf(text: string): Binding[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new SourceError('the answer is not JSON (expected SPARQL 1.1 JSON results)');
  }
  const results = (document as { results?: { bindings?: unknown } } | null)?.results;
  if (!Array.isArray((document as { head?: { vars?: unknown } } | null)?.head?.vars) || !Array.isArray(results?.bindings)) {
    throw new SourceError('the answer is not in the SPARQL 1.1 JSON results format');
  }
  return results.bindings as Binding[];
}

const Q_ID = /^Q\d+$/;
const valueOf = (binding: Binding, name: string): string | null => binding[name]?.value?.trim() || null;
/** A label, or null when it is missing or only a Q-id (an item without an English label). */
const labelOf = (binding: Binding, name: string): string | null => {
  const label = valueOf(binding, name);
  return label && !Q_ID.test(label) ? label : null;
};

/**
 * Companies from Wikidata's SPARQL endpoint (docs/data-and-discovery.md#discovery-automation), at most `itemLimit` (WIKIDATA_ITEM_LIMIT)
 * per run; the answer says when more exist (truncated). The query gives one row per item; should an
 * endpoint still send several, the first value of each fact wins. Items, countries and headquarters
 * without an English label (a bare Q-id) are skipped or left null. Unknown facts stay null.
 */
export class WikidataCompanySource extends CompanySource {
  readonly name = 'wikidata';

  constructor(private readonly options: { endpointUrl: string; timeoutMs: number; userAgent: string; itemLimit?: number }) {
    super();
  }

  async find(categories: readonly DiscoveryCategory[]): Promise<SourceAnswer> {
    const limit = this.options.itemLimit ?? WIKIDATA_ITEM_LIMIT;
    const { text } = await fetchText(
      this.options.endpointUrl,
      {
        method: 'POST',
        headers: {
          Accept: 'application/sparql-results+json',
          'Content-Type': 'application/x-www-form-urlencoded',
          'User-Agent': this.options.userAgent,
        },
        body: new URLSearchParams({ query: discoveryQuery(categories, limit) }).toString(),
      },
      this.options.timeoutMs,
    );
    const byItem = new Map<string, DiscoveredCompany>();
    let truncated = false;
    for (const binding of bindingsOf(text)) {
      const item = valueOf(binding, 'item');
      const label = labelOf(binding, 'itemLabel');
      if (!item || !label) continue;
      const id = item.replace(/^.*\//, '');
      if (!byItem.has(id) && byItem.size === limit) {
        truncated = true;
        break;
      }
      const category = categories.find((c) => c.key === valueOf(binding, 'category'));
      const inception = valueOf(binding, 'inception');
      const year = inception ? Number(/^(-?\d{1,4})-/.exec(inception)?.[1]) : Number.NaN;
      const employees = Number(valueOf(binding, 'employees'));
      const ticker = valueOf(binding, 'ticker');
      const existing = byItem.get(id);
      if (!existing) {
        byItem.set(
          id,
          discoveredCompany(label, {
            type: category?.type ?? null,
            location: labelOf(binding, 'hqLabel'),
            country: labelOf(binding, 'countryLabel'),
            website: valueOf(binding, 'website'),
            foundedYear: Number.isInteger(year) ? year : null,
            employeeCount: Number.isFinite(employees) && employees > 0 ? Math.round(employees) : null,
            facts: {
              wikidataId: id,
              sourceUrl: `https://www.wikidata.org/wiki/${id}`,
              ...(category ? { industry: category.key } : {}),
              ...(inception ? { inception } : {}),
              ...(ticker ? { ticker } : {}),
            },
          }),
        );
      } else if (ticker && existing.facts.ticker === undefined) {
        existing.facts.ticker = ticker;
      }
    }
    return { companies: [...byItem.values()], invalid: 0, truncated };
  }
}
