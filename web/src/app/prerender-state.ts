/**
 * The hand-over between the server's prerender (entry-server.tsx) and the browser (main.tsx): the page's
 * data, as SWR cache entries, in a `<script type="application/json">` with this id. The server writes it
 * next to the rendered markup; the browser puts the entries in its cache before it hydrates, so its first
 * render is the server's and nothing is fetched twice.
 */
export const PRERENDER_STATE_ID = 'prerender-state';

import type { DeviceClass } from './theme/device-theme';

/**
 * The device class the page was rendered for (media queries answer for it until hydration is done), and
 * `[serialised SWR key, data]` pairs: the key as `unstable_serialize` gives it, the data as the API answered.
 */
export interface PrerenderState {
  device: DeviceClass;
  data: [key: string, data: unknown][];
}
