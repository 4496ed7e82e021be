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
 * Where discovered companies go (DECISIONS §10): pending company submissions. `knownIdentities` lists
 * the name keys and registrable website domains of every company in the directory and of every earlier
 * submission, whatever its status, so nothing is proposed twice.
 */
export abstract class DiscoveredSubmissions {
  abstract knownIdentities(): Promise<{ nameKeys: string[]; domains: string[] }>;
  /** Inserts pending submissions with `source` ("discovery:wikidata", "import", …). */
  abstract createPending(source: string, companies: readonly DiscoveredCompany[]): Promise<CreatedSubmission[]>;
}
