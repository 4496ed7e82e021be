import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.mts';
import { preloadFonts } from './build/preload-fonts.mts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The dev server forwards /api to the NestJS app; override to point at another instance.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The SPA lives in web/; it shares constants and display rules with the API through src/domain.
// `vite build --ssr` builds the server's prerender instead (src/app/entry-server.tsx): one CommonJS file
// with every dependency inside, which the NestJS app (CommonJS) requires at start-up.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: webRoot,
  plugins: isSsrBuild ? [react()] : [react(), preloadFonts(/inter-latin-wght-normal/), precompress()],
  resolve: {
    alias: [
      { find: '@domain', replacement: fileURLToPath(new URL('../src/domain', import.meta.url)) },
      // React Router 7's package exports name only its development build, dev warnings included
      // (remix-run/react-router#12532, #14753); production builds take the production one it ships.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : []),
    ],
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
  ssr: { noExternal: true },
  // The prerender runs the React and MUI builds of the build's mode (production unless `--mode
  // development`), whatever NODE_ENV the API runs under: the same as the browser's, so their markup matches.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') } : {},
  build: isSsrBuild
    ? {
        ssr: 'src/app/entry-server.tsx',
        outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
      }
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
        // .vite/manifest.json: scripts/bundle-size.mjs measures a page's initial JS from it.
        manifest: true,
        // React DOM and React Router in chunks of their own: start-after-paint.js evaluates each chunk the
        // entry imports in a task of its own, and inside the entry they made one task of about 80 ms before
        // any rendering (320 ms in Lighthouse's throttled timeline). See docs/decisions/0029.
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]|react-dom-client\.ts$/, priority: 20 },
                { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 19 },
              ],
            },
          },
        },
      },
}));
