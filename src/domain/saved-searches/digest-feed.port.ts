import type { DirectoryChanges } from './digest';

/** What changed in the directory during a window, for the alert digests. */
export abstract class DigestFeed {
  /**
   * Companies listed and reviews approved in (since, until]; demo reviews only when `includeDemo`.
   */
  abstract changesBetween(since: Date, until: Date, options: { includeDemo: boolean }): Promise<DirectoryChanges>;
}
