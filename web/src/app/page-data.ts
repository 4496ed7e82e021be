import { data, type HeadersFunction, type MetaArgs } from 'react-router';
import { mutate, unstable_serialize } from 'swr';
import type { ServerContext } from './public-reads.port';

/**
 * An entry the page's SWR cache starts from: the key its hooks build (api/*.ts) and the API's answer for it.
 * A page's data is read once, by its route's loader, and its components keep reading it through their hooks.
 */
export type SwrSeed = readonly [key: readonly unknown[], value: unknown];

/** What every page route's loader returns: the SWR entries the page starts from (none after a client-side navigation, see seedSwrCache). */
export interface PageData {
  seeds: SwrSeed[];
}

/** The root route's data: the layout's seeds and the app's public origin, for canonical URLs. */
export interface RootData extends PageData {
  appUrl: string;
}

/** A member's page (or one rendered without the app's context): for that browser only, revalidated every time. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * The HTTP caching headers of a page rendered for `server`'s request: a visitor's page is public and names what it
 * shows in `Surrogate-Key` (`directory`, `company:<uuid>`; space-separated), so a proxy can purge it when that
 * changes; a member's page is private.
 */
export function pageCachingHeaders(server: ServerContext | undefined, surrogateKeys: readonly string[] = []): Record<string, string> {
  if (!server?.visitor) return { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL };
  return server.visitorCacheHeaders(surrogateKeys);
}

/** A page loader's answer: `seeds` as its data, with the caching headers of the request (see pageCachingHeaders). */
export function pageData(server: ServerContext | undefined, seeds: SwrSeed[], surrogateKeys: readonly string[] = []) {
  return data<PageData>({ seeds }, { headers: pageCachingHeaders(server, surrogateKeys) });
}

/**
 * The `[key, answer]` seeds of the reads that answered: a read the API refused (null from PublicReads) seeds
 * nothing, and the page's hook asks the API itself and shows its message.
 */
export function answered(...seeds: (readonly [key: readonly unknown[], value: unknown])[]): SwrSeed[] {
  return seeds.filter(([, value]) => value !== null);
}

/**
 * Every route's `headers`: the root's, then the page's own (its loader's, or those of the error it threw) on top.
 * A page that sets nothing keeps the root's caching headers.
 */
export const pageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, errorHeaders]) source?.forEach((value, name) => headers.set(name, value));
  return headers;
};

/** SWR's `fallback` of the seeds of the routes on screen (`loaderData` of each match), keyed as SWR serialises keys. */
export function swrFallback(pages: readonly unknown[]): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const page of pages) {
    if (!page || typeof page !== 'object' || !Array.isArray((page as PageData).seeds)) continue;
    for (const [key, value] of (page as PageData).seeds) fallback[unstable_serialize(key)] = value;
  }
  return fallback;
}

/**
 * In the browser, on a client-side navigation (a route's clientLoader): reads each `[key, fetch]` through the API
 * into SWR's cache before the page renders, so the page renders complete (and scroll restoration finds it at its
 * full height). A read that fails is left to the page's hook, which asks again and shows the error as before.
 */
export async function seedSwrCache(reads: readonly (readonly [key: readonly unknown[], fetch: () => Promise<unknown>])[]): Promise<PageData> {
  await Promise.allSettled(reads.map(([key, fetch]) => mutate(key, fetch(), { revalidate: false })));
  return { seeds: [] };
}

/** The app's public origin from the root's data, for a page's `meta`. */
export function appUrlOf(matches: MetaArgs['matches']): string {
  const root = matches.find((match) => match.id === 'root')?.loaderData as RootData | undefined;
  return root?.appUrl ?? '';
}
