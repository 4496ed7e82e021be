import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScrollPosition } from '../../lib/keep-scroll-position';

/*
 * Scroll restoration for React Router's declarative mode (its <ScrollRestoration> needs the data router,
 * ADR 0029), with a browser's rules for pages.
 */

/** Where the scroll positions of this tab's history entries are kept across reloads. */
const STORAGE_KEY = 'biovetted:scroll-positions';

/** Scroll positions (px from the top) by history entry (React Router's `location.key`). */
const positions = new Map<string, number>();

/** The history entry whose page is on screen; while the next page's code loads, history is already past it. */
let shownEntry = 'default';

/** The key React Router gave the current history entry ('default' for the entry the tab opened at). */
function currentEntry(): string {
  return (window.history.state as { key?: string } | null)?.key ?? 'default';
}

/**
 * Starts recording the window's scroll position for the history entry on screen, as the visitor scrolls,
 * and keeps the positions in sessionStorage when the page is left (a reload, another site). Called once,
 * before the app first renders, so that scrolling a prerendered page before it hydrates counts too.
 */
export function trackScrollPositions(): void {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const [key, y] of Object.entries(stored)) if (typeof y === 'number' && Number.isFinite(y)) positions.set(key, y);
  } catch {
    // Storage refused or corrupt: positions start empty.
  }
  shownEntry = currentEntry();
  window.history.scrollRestoration = 'manual';
  // Only for the entry on screen: the shorter page shown while the next page's code loads is no position.
  const record = () => {
    if (shownEntry === currentEntry()) positions.set(shownEntry, window.scrollY);
  };
  // A prerendered page may have been scrolled before this ran; at the top, a stored position stays.
  if (window.scrollY > 0) record();
  window.addEventListener('scroll', record, { passive: true });
  window.addEventListener('pagehide', () => {
    record();
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    } catch {
      // Storage full or refused: the positions are lost with the page.
    }
    // Coming back from another site, the browser restores a prerendered page by itself.
    window.history.scrollRestoration = 'auto';
  });
  // Back from the back/forward cache, the app restores positions again.
  window.addEventListener('pageshow', () => {
    window.history.scrollRestoration = 'manual';
  });
}

/** Stops a restoration still waiting for the page to grow (see restoreScrollPosition). */
let stopRestoring: () => void = () => {};

/**
 * Scrolls the window to `y` px, and again each time the page grows, until it gets there: a page's data may
 * still be arriving, as browsers find when they restore a position. Gives up when the visitor scrolls by
 * hand, on the next navigation, or after 5 s.
 */
function restoreScrollPosition(y: number): void {
  stopRestoring();
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1) return;
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  const grown = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1) stopRestoring();
  });
  const timer = window.setTimeout(() => stopRestoring(), 5_000);
  stopRestoring = () => {
    grown.disconnect();
    window.clearTimeout(timer);
    inputs.forEach((input) => window.removeEventListener(input, stopRestoring));
    stopRestoring = () => {};
  };
  grown.observe(document.body);
  inputs.forEach((input) => window.addEventListener(input, stopRestoring, { passive: true }));
}

/**
 * What a navigation does to the window's scroll position:
 * - back and forward (POP) return to where that entry was left, as soon as the page is long enough;
 * - a new address with a hash scrolls its element into view, and any other new address starts at the top,
 *   unless the navigation asked to stay (KEEP_SCROLL_POSITION: the directory's filters);
 * - the first render leaves the position alone (a visitor may already have scrolled the prerendered page),
 *   except at an entry with a stored position and a window still at the top (after a reload, or back from
 *   a reloaded page), which returns to it.
 * Rendered next to the page inside the page's Suspense boundary, so it acts when the page itself commits, not
 * while its code is still loading. Needs trackScrollPositions() to have run.
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    const first = shown.current === null;
    if (shown.current === location.key) return;
    shown.current = location.key;
    shownEntry = location.key;
    stopRestoring();
    const stored = positions.get(location.key);
    if (first) {
      if (stored !== undefined && window.scrollY === 0) restoreScrollPosition(stored);
      return;
    }
    if (navigationType === 'POP' && stored !== undefined) {
      restoreScrollPosition(stored);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!keepsScrollPosition(location.state)) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
