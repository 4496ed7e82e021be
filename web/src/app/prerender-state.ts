import type { DeviceClass } from './theme/device-theme';

/**
 * The hand-over between the server's prerender (entry-server.tsx) and the browser (main.tsx): the page's
 * data, as SWR cache entries, in a `<script type="application/json">` with this id. The server writes it
 * next to the rendered markup; the browser puts the entries in its cache before it hydrates, so its first
 * render is the server's and nothing is fetched twice.
 */
export const PRERENDER_STATE_ID = 'prerender-state';

/**
 * The device class the page was rendered for (media queries answer for it until hydration is done), and
 * `[serialised SWR key, data]` pairs: the key as `unstable_serialize` gives it, the data as the API answered.
 */
export interface PrerenderState {
  device: DeviceClass;
  data: [key: string, data: unknown][];
}

/**
 * The attribute of the prerender's `<style>` elements for the page's component styles (emotion's own
 * `data-emotion` marks none of them): its value lists their emotion ids. The browser's emotion cache starts with
 * those ids marked inserted, so hydration neither inserts them again nor moves their elements, either of
 * which makes the browser re-style the whole page.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-css';

/**
 * The attribute of the prerender's `<style>` elements for the global styles (CssBaseline). A page that
 * hydrates keeps them as they are and renders no CssBaseline of its own: emotion would otherwise move each
 * such element at start-up (its cache, then its Global component), and every move re-styles the whole page
 * (about 90 ms on the directory, four times that on Lighthouse's phone). They never change afterwards: the
 * theme is fixed for the page's life.
 */
export const PRERENDERED_GLOBAL_STYLES_ATTRIBUTE = 'data-prerendered-global-css';
