import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.mts';

// The dev server (`npm run dev:web`) forwards /api to the NestJS app; override to point at another instance.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** MUI's overlay components and the pieces only they use: focus trap (under Unstable_TrapFocus/), portal, backdrop, transitions. */
const MUI_OVERLAYS = [
  'Modal',
  'Dialog',
  'Drawer',
  'Menu',
  'MenuList',
  'Popover',
  'Popper',
  'Select',
  'Portal',
  'Unstable_TrapFocus',
  'Backdrop',
  'Fade',
  'Grow',
  'Slide',
  'internal/Transition',
];

/** MUI components that many pages show but the landing page's first screen does not: text links (the footer) and lists (menus). */
const MUI_BELOW_THE_FOLD = ['Link', 'List'];

/** Every module but those of MUI_OVERLAYS and MUI_BELOW_THE_FOLD (see the shared group below). */
const SHARED_EXCEPT_OVERLAYS = new RegExp(`^(?!.*@mui/material/(${[...MUI_OVERLAYS, ...MUI_BELOW_THE_FOLD].join('|')})[/.])`);

// The web app lives in web/ (react-router.config.ts); it shares constants and display rules with the API
// through src/domain. `react-router build web` builds the browser's files (dist/client) and the server's
// render (dist/server) with this configuration.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [reactRouter(), precompress()],
  // The server's build bundles what it imports (React, React Router, MUI, emotion...) in their production form, as
  // the browser's build does, whatever NODE_ENV the app runs with (development for `npm start`, test in the tests).
  // Required at run time, MUI's development form labelled every class name (css-1x2y3z-MuiButton-root) while the
  // browser computes the unlabelled names, so it would match none of the server's styles and insert its own copy of
  // every rule while taking the page over. The request handler (@react-router/express) keeps its own React Router:
  // what passes between the two is plain data.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  resolve: {
    alias: [{ find: '@domain', replacement: fileURLToPath(new URL('../src/domain', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
    fs: {
      // src/domain sits outside the Vite root.
      allow: [fileURLToPath(new URL('..', import.meta.url))],
    },
  },
  // .vite/manifest.json: scripts/bundle-size.mjs measures a page's initial JS from it. Source maps stay on disk for
  // the browser tests that read which modules a page loaded and for reading a production stack trace; 'hidden'
  // leaves them unnamed in the scripts, and the app does not serve them: they carry the route modules' source.
  build: isSsrBuild
    ? {}
    : {
        manifest: true,
        sourcemap: 'hidden',
        // The modules that at least 30 of the build's entries (route modules, pages, parts loaded later) import,
        // React, React Router, MUI's core and the app's frame among them, go out as one file instead of about
        // thirty small ones, which the landing page loads faster (figures in docs/decisions/0031). MUI's
        // overlays (dialogs, menus, drawers, popovers, selects) stay out of it however many pages use them: no page
        // shows one on its first screen, so they come with the parts that open them. So do MUI's text links and
        // lists, which the landing page shows only in its footer and menus, both loaded after it starts.
        rollupOptions: { output: { codeSplitting: { groups: [{ name: 'shared', minShareCount: 30, test: SHARED_EXCEPT_OVERLAYS }] } } },
      },
}));
