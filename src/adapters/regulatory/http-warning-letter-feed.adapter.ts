import { WarningLetterFeed } from '../../domain/regulatory/warning-letter-feed.port';
import type { WarningLetterRow } from '../../domain/regulatory/warning-letter';
import { fetchText } from '../discovery/fetch-with-timeout';
import { parseWarningLetterCsv } from './warning-letter-csv';

/**
 * FDA's warning-letter listing read over HTTP(S) from REGULATORY_FEED_URL: a CSV of the listing's columns
 * (data/README.md), within a deadline and a size cap. Without a URL the feed is off.
 */
export class HttpWarningLetterFeed extends WarningLetterFeed {
  constructor(
    private readonly url: string | null,
    private readonly timeoutMs: number,
  ) {
    super();
  }

  get configured(): boolean {
    return this.url !== null;
  }

  async read(): Promise<WarningLetterRow[]> {
    if (!this.url) return [];
    const { text } = await fetchText(this.url, { headers: { accept: 'text/csv, */*;q=0.5' } }, this.timeoutMs);
    return parseWarningLetterCsv(text);
  }
}
