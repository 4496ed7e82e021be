/** One company page for search engines: its id and when its facts last changed. */
export interface SitemapCompany {
  id: string;
  updatedAt: Date;
}

/** Every company the public directory lists, for `/sitemap.xml` (docs/operations.md#delivery). */
export abstract class CompanySitemap {
  /** Listed companies, ordered by name (stable output). */
  abstract entries(): Promise<SitemapCompany[]>;
}
