import type { DiscoveryCategory } from './discovery-categories';
import type { DiscoveredCompany } from './discovered-company';

/**
 * What a source answered: the companies, how many of its rows it skipped as invalid (a feed's rows that
 * break docs/company-feed-format.md), and whether it stopped at its limit with more companies left.
 */
export interface SourceAnswer {
  companies: DiscoveredCompany[];
  invalid: number;
  truncated: boolean;
}

/**
 * One place discovery asks for companies (Wikidata, a CSV/JSON feed). `name` is stable and becomes the
 * submissions' source ("discovery:<name>"). `find` may throw (timeout, garbage): the run reports the
 * failure for this source and carries on with the others.
 */
export abstract class CompanySource {
  abstract readonly name: string;
  abstract find(categories: readonly DiscoveryCategory[]): Promise<SourceAnswer>;
}

/** Every configured source, in the order a run asks them. */
export abstract class CompanySources {
  abstract all(): CompanySource[];
}
