import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from './react-dom-client';
import { BrowserRouter } from 'react-router-dom';
import './theme/fonts.css';
import { AppProviders } from './App';
import { PRERENDERED_STYLES_ATTRIBUTE, PRERENDER_STATE_ID, type PrerenderState } from './prerender-state';
import { AppRoutes, loadPageFor, preloadPages } from './router';
import { trackScrollPositions } from './layout/scroll-on-navigation';
import { deviceTheme } from './theme/device-theme';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** The server's data for a prerendered page (public pages for visitors), or null for the bare shell. */
function prerenderState(): PrerenderState | null {
  const element = document.getElementById(PRERENDER_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PrerenderState) : null;
}

/** An emotion cache that knows the prerendered page's component styles are in place (see PRERENDERED_STYLES_ATTRIBUTE). */
function prerenderedStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    for (const id of element.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)!.split(' ')) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * Marks the document once the app has committed its first render (a prerendered page is then hydrated:
 * its buttons and fields answer). Browser tests wait for `html[data-app="started"]` before acting.
 */
function AppStarted() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return null;
}

async function start(root: HTMLElement) {
  trackScrollPositions();
  const state = prerenderState();
  // The server's data starts the cache (a cache of our own, not writes to SWR's global one: SWR hydrates
  // from what a key held before the first client-side write).
  const swr = state ? { provider: () => new Map(state.data.map(([key, data]) => [key, { data }])) } : undefined;
  // A prerendered page's code loads first, so that the first render is the server's markup, which
  // hydration takes over, rather than the loading bar.
  if (state) await loadPageFor(window.location.pathname);
  const withStyles = (children: ReactNode) => (state ? <CacheProvider value={prerenderedStyleCache()}>{children}</CacheProvider> : children);
  const app = withStyles(
    <StrictMode>
      <AppProviders swr={swr} theme={state ? deviceTheme(state.device) : undefined} globalStylesInPlace={state !== null}>
        {/* Route changes commit as plain updates, not transitions: a page whose code is still loading
            shows the loading bar in its place, where a transition would keep the previous page on screen
            under the new URL, with no sign that anything is happening. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
        <AppStarted />
      </AppProviders>
    </StrictMode>,
  );
  // The first render is a transition, so React yields to the browser every few milliseconds instead
  // of blocking input for the whole page (Lighthouse's Total Blocking Time).
  startTransition(() => {
    if (state) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  preloadPages();
}

void start(container);
