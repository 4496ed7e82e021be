import { PublicAnswerCache } from './public-answer-cache';

export { carriesSession } from './cache-headers';
export type { CachedAnswer } from './public-answer-cache';

/**
 * The web delivery's cache of generated pages, robots and sitemap: a PublicAnswerCache of its own whose entries
 * are stored without surrogate keys, so any change drops them.
 */
export class PublicReadCache extends PublicAnswerCache {}
