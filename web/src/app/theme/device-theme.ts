import mediaQuery from 'css-mediaquery';
import { appTheme } from './app-theme';

/** Which layout a prerendered page was rendered for: phones get the compact one. */
export type DeviceClass = 'phone' | 'desktop';

/** The viewport width (CSS px) a prerender answers media queries for. */
const VIEWPORT_WIDTH: Record<DeviceClass, number> = { phone: 412, desktop: 1280 };

/** The device class a User-Agent announces (its "Mobile" token, as browsers on phones send it). */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  return userAgent && /\bMobi|iPhone|Android.+Mobile/.test(userAgent) ? 'phone' : 'desktop';
}

/**
 * The app's theme with `useMediaQuery` answering, during server rendering and hydration, as a viewport of
 * `device`'s width would: the server renders that layout and the hydrating browser starts from the same
 * answer, then moves to its real one after hydration (a re-render when the guess was wrong, never a
 * mismatch). Renders that are not hydration read the real media queries.
 */
export function deviceTheme(device: DeviceClass): typeof appTheme {
  const width = VIEWPORT_WIDTH[device];
  // A copy with one more component default, not createTheme(appTheme, …): that deep-merges the whole theme
  // again, a few milliseconds of the page's start on a laptop.
  return {
    ...appTheme,
    components: {
      ...appTheme.components,
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: mediaQuery.match(query, { width }) }) } },
    },
  };
}
