import { AlertUnsubscribeTokens } from './alert-unsubscribe-tokens.port';
import { InvalidUnsubscribeTokenError } from './saved-searches.errors';
import { SavedSearches } from './saved-searches.port';

/**
 * The unsubscribe link of an alert mail, signed out (docs/deciding.md): the token names one saved search and turns
 * its alerts off; using it again changes nothing.
 * @returns the search's name, for the confirmation.
 * @throws InvalidUnsubscribeTokenError for a malformed or forged token, or a deleted search.
 */
export class UnsubscribeFromAlerts {
  constructor(
    private readonly tokens: AlertUnsubscribeTokens,
    private readonly searches: SavedSearches,
  ) {}

  async execute(token: string): Promise<{ searchName: string }> {
    const id = this.tokens.verify(token);
    const searchName = id ? await this.searches.disableAlerts(id) : null;
    if (searchName === null) throw new InvalidUnsubscribeTokenError();
    return { searchName };
  }
}
