import type { DiscoveredCompany } from './discovered-company';

/** A pending submission discovery or an import created (what the admin sees of a run). */
export interface CreatedSubmission {
  id: string;
  name: string;
  source: string;
  country: string | null;
  website: string | null;
}

/**
 * Where discovered companies go (docs/data-and-discovery.md#discovery-automation): pending company submissions. `knownAmong` says which of
 * the candidates' name keys and registrable website domains are already taken by a company in the
 * directory or by an earlier submission, whatever its status, so nothing is proposed twice; it reads only
 * the matching rows, never the whole directory.
 */
export abstract class DiscoveredSubmissions {
  abstract knownAmong(candidates: { nameKeys: readonly string[]; domains: readonly string[] }): Promise<{ nameKeys: string[]; domains: string[] }>;
  /** Inserts pending submissions with `source` ("discovery:wikidata", "import", …). */
  abstract createPending(source: string, companies: readonly DiscoveredCompany[]): Promise<CreatedSubmission[]>;
}
