import { CompanySource } from '../../domain/discovery/company-source.port';
import type { DiscoveryCategory } from '../../domain/discovery/discovery-categories';
import { discoveredCompany, type DiscoveredCompany } from '../../domain/discovery/discovered-company';
import { fetchText, SourceError } from './fetch-with-timeout';

/** Wikidata properties the query reads (https://www.wikidata.org/wiki/Property:P452 and so on). */
const P = { industry: 'P452', country: 'P17', headquarters: 'P159', website: 'P856', inception: 'P571', stockExchange: 'P414', ticker: 'P249', employees: 'P1128' };

/** Most items one query asks for; WDQS answers within its 60 s limit well below this. */
const LIMIT = 2000;

const sparqlString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"@en`;

/**
 * The SPARQL query for the categories: items whose industry (P452) is an item labelled (in English)
 * with one of the categories' industry labels, with their English label, country, headquarters,
 * website, inception, ticker and employees. The industries are matched by label rather than Q-id
 * (docs/decisions/0015-company-discovery.md).
 */
export function discoveryQuery(categories: readonly DiscoveryCategory[]): string {
  const labels = categories.flatMap((c) => c.industryLabels.map((label) => `(${sparqlString(label)} "${c.key}")`));
  return `SELECT ?item ?itemLabel ?category ?countryLabel ?hqLabel ?website ?inception ?ticker ?employees WHERE {
  VALUES (?industryName ?category) { ${labels.join(' ')} }
  ?industry rdfs:label ?industryName .
  ?item wdt:${P.industry} ?industry .
  OPTIONAL { ?item wdt:${P.country} ?country . }
  OPTIONAL { ?item wdt:${P.headquarters} ?hq . }
  OPTIONAL { ?item wdt:${P.website} ?website . }
  OPTIONAL { ?item wdt:${P.inception} ?inception . }
  OPTIONAL { ?item p:${P.stockExchange} ?listing . ?listing pq:${P.ticker} ?ticker . }
  OPTIONAL { ?item wdt:${P.employees} ?employees . }
  SERVICE wikibase:label { bd:serviceParam wikibase:language "en". }
}
LIMIT ${LIMIT}`;
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

/**
 * Companies from Wikidata's SPARQL endpoint (DECISIONS §10). One item may come in several rows (two
 * websites, two listings): the first value of each fact wins. Items without an English label are
 * skipped. Unknown facts stay null.
 */
export class WikidataCompanySource extends CompanySource {
  readonly name = 'wikidata';

  constructor(private readonly options: { endpointUrl: string; timeoutMs: number; userAgent: string }) {
    super();
  }

  async find(categories: readonly DiscoveryCategory[]): Promise<DiscoveredCompany[]> {
    const { text } = await fetchText(
      this.options.endpointUrl,
      {
        method: 'POST',
        headers: {
          Accept: 'application/sparql-results+json',
          'Content-Type': 'application/x-www-form-urlencoded',
          'User-Agent': this.options.userAgent,
        },
        body: new URLSearchParams({ query: discoveryQuery(categories) }).toString(),
      },
      this.options.timeoutMs,
    );
    const byItem = new Map<string, DiscoveredCompany>();
    for (const binding of bindingsOf(text)) {
      const item = valueOf(binding, 'item');
      const label = valueOf(binding, 'itemLabel');
      if (!item || !label || Q_ID.test(label)) continue;
      const id = item.replace(/^.*\//, '');
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
            location: valueOf(binding, 'hqLabel'),
            country: valueOf(binding, 'countryLabel'),
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
    return [...byItem.values()];
  }
}
