import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { CompanyListing } from '../../../domain/directory/company';
import type { DirectoryVersion } from './directory-index';

/** How many listings one instance keeps: the companies of a few hundred recent pages (about 2 kB each). */
export const LISTING_CACHE_SIZE = 10_000;

/**
 * The listings (facts and rating aggregate, CompanyListing) of recently shown companies, kept for one directory
 * version (docs/decisions/0027-directory-index.md): every write to companies or their aggregates raises that
 * version in the same transaction, so a listing kept under a version is what the database held at it, and a
 * page read at a newer version starts from an empty cache. Saves the by-id read of a page's companies when
 * visitors and members page through the same parts of the directory. Least recently used leave first
 * (lru-cache: a hit relinks two indexes instead of moving the entry to the end of a Map, which under load cost
 * about two thirds as much as indexing the page).
 */
@Injectable()
export class ListingCache {
  private version = '';
  private readonly listings = new LRUCache<string, CompanyListing>({ max: LISTING_CACHE_SIZE });

  /** The listings of `ids` kept at `version` (the others are missing), each marked as recently used. */
  kept(version: DirectoryVersion, ids: readonly string[]): Map<string, CompanyListing> {
    this.follow(version);
    const found = new Map<string, CompanyListing>();
    for (const id of ids) {
      const listing = this.listings.get(id);
      if (listing) found.set(id, listing);
    }
    return found;
  }

  /** Keeps listings read at `version` (or later: a newer version clears them at its first read). */
  keep(version: DirectoryVersion, listings: readonly CompanyListing[]): void {
    this.follow(version);
    for (const listing of listings) this.listings.set(listing.id, listing);
  }

  private follow(version: DirectoryVersion): void {
    const key = `${version.companies}.${version.ratings}`;
    if (key === this.version) return;
    this.version = key;
    this.listings.clear();
  }
}
