import type { CompanyListing } from '../../../domain/directory/company';
import { LISTING_CACHE_SIZE, ListingCache } from './listing-cache';

const listing = (id: string) => ({ id, name: `Company ${id}` }) as CompanyListing;
const version = (companies: string, ratings = '0') => ({ companies, ratings });

describe(ListingCache.name, () => {
  it('hands back the very listings kept at the same version, and none of the others', () => {
    const cache = new ListingCache();
    const kept = [listing('a'), listing('b')];
    cache.keep(version('1'), kept);

    const found = cache.kept(version('1'), ['a', 'b', 'c']);

    expect(found.get('a')).toBe(kept[0]);
    expect(found.get('b')).toBe(kept[1]);
    expect(found.has('c')).toBe(false);
  });

  it('forgets every listing when the companies or only their ratings change', () => {
    const cache = new ListingCache();
    cache.keep(version('1'), [listing('a')]);

    expect(cache.kept(version('1', '1'), ['a']).size).toBe(0);
    cache.keep(version('1', '1'), [listing('a')]);
    expect(cache.kept(version('2', '1'), ['a']).size).toBe(0);
  });

  it('lets the least recently used listings leave first once full', () => {
    const cache = new ListingCache();
    const ids = Array.from({ length: LISTING_CACHE_SIZE }, (_, i) => `company-${i}`);
    cache.keep(version('1'), ids.map(listing));
    // The oldest one is read again, so the second oldest is now the least recently used.
    cache.kept(version('1'), [ids[0]]);

    cache.keep(version('1'), [listing('newcomer')]);

    const found = cache.kept(version('1'), [ids[0], ids[1], ids[2], 'newcomer']);
    expect([...found.keys()]).toEqual([ids[0], ids[2], 'newcomer']);
  });
});
