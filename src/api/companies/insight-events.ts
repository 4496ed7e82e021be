import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** How long one viewer's repeated opening of the same page counts once, in milliseconds. */
export const REPEAT_VIEW_WINDOW_MS = 30 * 60 * 1000;

/**
 * The events this instance counted lately, by viewer (a member's id, else the client address) and what they saw:
 * a reload or a back-and-forth within REPEAT_VIEW_WINDOW_MS counts once (docs/vendor-insights.md). Per instance
 * and bounded in size: behind several instances a viewer may count once per instance, which the methodology says.
 */
@Injectable()
export class RecentInsightEvents {
  private readonly seen = new LRUCache<string, true>({ max: 100_000, ttl: REPEAT_VIEW_WINDOW_MS });

  /** True the first time `key` is seen within the window (and remembers it); false for a repeat. */
  firstSeen(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.set(key, true);
    return true;
  }
}
