import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the built woff2 files whose names match `pattern`, so the
 * browser fetches the font with the HTML instead of after the CSS (DECISIONS §15). Build only: the
 * hashed file name exists once the bundle does.
 */
export function preloadFonts(pattern: RegExp): Plugin {
  return {
    name: 'biovetted-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter((file) => file.fileName.endsWith('.woff2') && pattern.test(file.fileName));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
