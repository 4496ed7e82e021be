import { SavedSearchNotFoundError } from './saved-searches.errors';
import { SavedSearches } from './saved-searches.port';

/** A member deletes a saved search. @throws SavedSearchNotFoundError for an unknown id or another member's search. */
export class DeleteSavedSearch {
  constructor(private readonly searches: SavedSearches) {}

  async execute(userId: string, id: string): Promise<void> {
    const search = await this.searches.findOf(userId, id);
    if (!search) throw new SavedSearchNotFoundError();
    await this.searches.delete(search.id);
  }
}
