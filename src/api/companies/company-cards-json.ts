import type { CompanyListing } from '../../domain/directory/company';
import { presentCompanyCard } from './company.presenter';

/**
 * Each listing's card JSON, made once per listing object. ListingCache hands out one object per company and
 * directory version (docs/decisions/0027) and never changes it, so a card is serialised once per version
 * instead of once per page that shows it; a listing read inside a transaction is a new object and simply
 * misses. Weak keys: a card leaves with its listing.
 */
const cardJson = new WeakMap<CompanyListing, string>();

/**
 * The JSON array of the listings' cards (presentCompanyCard), byte for byte what `JSON.stringify` of the
 * presented array gives. Serialising and presenting a page of 50 cards was the largest cost of an uncached
 * directory page (about 0.8 ms of 4 under load, `npm run bench`); joining kept cards costs a few microseconds.
 */
export function companyCardsJson(listings: readonly CompanyListing[]): string {
  const cards: string[] = [];
  for (const listing of listings) {
    let card = cardJson.get(listing);
    if (card === undefined) {
      card = JSON.stringify(presentCompanyCard(listing));
      cardJson.set(listing, card);
    }
    cards.push(card);
  }
  return `[${cards.join(',')}]`;
}
