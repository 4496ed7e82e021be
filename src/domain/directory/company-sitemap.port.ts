/** One company page for search engines: its id and when its facts last changed. */
export interface SitemapCompany {
  id: string;
  updatedAt: Date;
}

/** Every company the public directory lists, for `/sitemap.xml` (DECISIONS §15). */
export abstract class CompanySitemap {
  /** Listed companies, ordered by name (stable output). */
  abstract entries(): Promise<SitemapCompany[]>;
}
