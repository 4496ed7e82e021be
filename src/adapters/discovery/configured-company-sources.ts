import { CompanySource, CompanySources } from '../../domain/discovery/company-source.port';
import type { AppConfig } from '../../config/app-config';
import { FeedCompanySource } from './feed-company-source.adapter';
import { WikidataCompanySource } from './wikidata-company-source.adapter';

/** How the app introduces itself to Wikidata and feed hosts (Wikimedia's User-Agent policy asks for a contact). */
export const discoveryUserAgent = (appUrl: string) => `BioVetted/1.0 (company discovery; ${appUrl}) Node.js`;

/** The sources AppConfig names: Wikidata unless turned off, then each feed in the order listed. */
export class ConfiguredCompanySources extends CompanySources {
  private readonly sources: CompanySource[];

  constructor(config: Pick<AppConfig, 'discovery' | 'appUrl'>, now: () => Date = () => new Date()) {
    super();
    const { wikidataUrl, feeds, timeoutMs } = config.discovery;
    const userAgent = discoveryUserAgent(config.appUrl);
    this.sources = [
      ...(wikidataUrl ? [new WikidataCompanySource({ endpointUrl: wikidataUrl, timeoutMs, userAgent })] : []),
      ...feeds.map((feed) => new FeedCompanySource({ ...feed, timeoutMs, userAgent, now })),
    ];
  }

  all(): CompanySource[] {
    return this.sources;
  }
}
