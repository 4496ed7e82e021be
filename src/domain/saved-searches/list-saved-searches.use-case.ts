import type { SavedSearch } from './saved-search';
import { SavedSearches } from './saved-searches.port';

/** A member's saved searches, newest first (docs/deciding.md). */
export class ListSavedSearches {
  constructor(private readonly searches: SavedSearches) {}

  execute(userId: string): Promise<SavedSearch[]> {
    return this.searches.listOf(userId);
  }
}
