import { readFile, stat } from 'node:fs/promises';
import { CompanySource, type SourceAnswer } from '../../domain/discovery/company-source.port';
import type { DiscoveryCategory } from '../../domain/discovery/discovery-categories';
import { readFeedRow } from '../../domain/discovery/feed-record';
import { feedKindOf, FeedFormatError, parseFeed } from './feed-file';
import { fetchText, MAX_SOURCE_BYTES, sizeText, SourceError } from './fetch-with-timeout';

/**
 * Companies from a CSV or JSON feed at a URL or in a local file (docs/company-feed-format.md). Rows of
 * a type outside the asked categories are left out (rows without a type always count; CRDMO counts as
 * CRO and as CDMO); invalid rows
 * are skipped and counted (the run's report names them). The source is named "feed:<name>".
 */
export class FeedCompanySource extends CompanySource {
  readonly name: string;

  constructor(private readonly options: { name: string; location: string; timeoutMs: number; userAgent: string; now: () => Date }) {
    super();
    this.name = `feed:${options.name}`;
  }

  async find(categories: readonly DiscoveryCategory[]): Promise<SourceAnswer> {
    const { location } = this.options;
    let text: string;
    let kind: 'csv' | 'json' | null;
    if (/^https?:\/\//i.test(location)) {
      const answer = await fetchText(location, { headers: { 'User-Agent': this.options.userAgent, Accept: 'text/csv, application/json' } }, this.options.timeoutMs);
      text = answer.text;
      kind = feedKindOf(answer.contentType) ?? feedKindOf(new URL(location).pathname);
    } else {
      const unreadable = (error: NodeJS.ErrnoException): never => {
        throw new SourceError(`cannot read the feed file (${error.code ?? error.message})`);
      };
      if ((await stat(location).catch(unreadable)).size > MAX_SOURCE_BYTES) throw new SourceError(`the feed file is larger than ${sizeText(MAX_SOURCE_BYTES)}`);
      text = await readFile(location, 'utf8').catch(unreadable);
      kind = feedKindOf(location);
    }
    let rows;
    try {
      rows = parseFeed(text, kind);
    } catch (error) {
      if (error instanceof FeedFormatError) throw new SourceError(`the feed is ${error.message}`);
      throw error;
    }
    const types = new Set<string>(categories.map((c) => c.type));
    // An integrated CRO-CDMO is both a research and a development-and-manufacturing organisation.
    if (types.has('CRO') || types.has('CDMO')) types.add('CRDMO');
    const currentYear = this.options.now().getUTCFullYear();
    let invalid = 0;
    const companies = rows.flatMap((row) => {
      const outcome = readFeedRow(row, { currentYear });
      if (!outcome.ok) {
        invalid += 1;
        return [];
      }
      return outcome.company.type === null || types.has(outcome.company.type) ? [outcome.company] : [];
    });
    return { companies, invalid, truncated: false };
  }
}
