import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.mts';
import { preloadFonts } from './build/preload-fonts.mts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The dev server forwards /api to the NestJS app; override to point at another instance.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The SPA lives in web/; it shares constants and display rules with the API through src/domain.
export default defineConfig({
  root: webRoot,
  plugins: [react(), preloadFonts(/inter-latin-wght-normal/), precompress()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../src/domain', import.meta.url)),
    },
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
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: scripts/bundle-size.mjs measures a page's initial JS from it.
    manifest: true,
  },
});
