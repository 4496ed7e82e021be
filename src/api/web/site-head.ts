import type { CompanyPageFacts } from '../../domain/directory/describe-company-page.use-case';
import type { PrerenderedPage } from './page-prerender';
import { DEFAULT_DESCRIPTION, SITE_NAME, type SitePage } from './site-pages';

/** What goes into a page's `<head>` before any script runs (DECISIONS §15). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL, or null for pages that must not be indexed. */
  canonical: string | null;
  noindex: boolean;
  openGraph: Record<string, string>;
  /** JSON-LD object, or null. */
  jsonLd: object | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** JSON that cannot close its `<script>` element (`<` escaped), per the HTML spec's advice for inline data. */
const inlineJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Cuts `text` to at most `max` characters at a word boundary, with an ellipsis. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The head of a static page (`/`, `/companies`, `/pricing`, …) or of the 404 page. */
export function staticPageHead(page: SitePage, appUrl: string): PageHead {
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const canonical = page.private ? null : `${appUrl}${page.path === '/' ? '/' : page.path}`;
  return {
    title: page.title,
    description,
    canonical,
    noindex: page.private === true,
    openGraph: { 'og:type': 'website', 'og:site_name': SITE_NAME, 'og:title': page.title, 'og:description': description, ...(canonical ? { 'og:url': canonical } : {}) },
    jsonLd: null,
  };
}

/**
 * The head of `/companies/{id}`: the company's name in the title, a description naming its type, place
 * and score, canonical and OpenGraph tags, and JSON-LD `Organization` whose `aggregateRating` counts
 * non-demo approved reviews only (ratings out of 10, one decimal).
 */
export function companyPageHead({ profile, publicRating }: CompanyPageFacts, appUrl: string): PageHead {
  const canonical = `${appUrl}/companies/${profile.id}`;
  const place = [profile.location, profile.country].filter(Boolean).join(', ');
  const score = publicRating ? ` Rated ${publicRating.overall.toFixed(1)}/10 from ${publicRating.count} verified review${publicRating.count === 1 ? '' : 's'}.` : '';
  const summary = `${profile.name}: ${profile.type} in ${place}.${score}`;
  const description = clip(profile.description ? `${summary} ${profile.description}` : `${summary} Read anonymous peer reviews on ${SITE_NAME}.`, 200);
  const title = `${profile.name}${publicRating ? ` (${publicRating.overall.toFixed(1)}/10)` : ''} – ${profile.type} reviews | ${SITE_NAME}`;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    url: profile.website ?? canonical,
    ...(profile.description ? { description: profile.description } : {}),
    ...(profile.foundedYear ? { foundingDate: String(profile.foundedYear) } : {}),
    address: { '@type': 'PostalAddress', addressLocality: profile.location, addressCountry: profile.country },
    ...(profile.stockSymbol ? { tickerSymbol: profile.stockSymbol } : {}),
    ...(profile.parentCompany ? { parentOrganization: { '@type': 'Organization', name: profile.parentCompany } } : {}),
    ...(publicRating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(publicRating.overall.toFixed(1)),
            bestRating: 10,
            worstRating: 1,
            ratingCount: publicRating.count,
          },
        }
      : {}),
  };
  return {
    title,
    description,
    canonical,
    noindex: false,
    openGraph: {
      'og:type': 'profile',
      'og:site_name': SITE_NAME,
      'og:title': `${profile.name}${publicRating ? ` – ${publicRating.overall.toFixed(1)}/10` : ''}`,
      'og:description': description,
      'og:url': canonical,
      ...(profile.logoUrl ? { 'og:image': profile.logoUrl } : {}),
    },
    jsonLd,
  };
}

/**
 * A page the server rendered (page-prerender.ts), with the id of the element that carries its data, the
 * URL paths of the chunks the app's entry imports in the order they run (WebBuild.entryImports) and those
 * of the page's route (fetched with them, WebBuild.chunksOf).
 */
export interface ShellContent {
  page: PrerenderedPage;
  stateId: string;
  entryImports: string[];
  chunks: string[];
}

/**
 * The shell with `head` in place of its default `<title>` and description: the built index.html keeps
 * its scripts and styles; only these tags change. With `content`, `#root` holds the prerendered markup,
 * its style tags close the head, and its data follows `#root` as inline JSON for the browser's cache.
 */
export function renderShell(shell: string, head: PageHead, content?: ShellContent): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...Object.entries(head.openGraph).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    `<meta name="twitter:card" content="summary" />`,
    ...(head.jsonLd ? [`<script type="application/ld+json">${inlineJson(head.jsonLd)}</script>`] : []),
  ].join('\n    ');
  const withHead = shell.replace(/\s*<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, tags);
  if (!content) return withHead;
  // Functions as replacements: the markup may contain `$&` and the like.
  // The app's code is fetched and started after the first paint (web/public/start-after-paint.js): the
  // prerendered page needs no script to show, and its first paint waits for none. The entry's imports run
  // one chunk per task (data-modules, in dependency order), the route's chunks are only fetched (data-preload).
  return withHead
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry: string) =>
        `<script src="/start-after-paint.js" data-entry="${entry}" data-modules="${content.entryImports.join(' ')}" data-preload="${content.chunks.join(' ')}" defer></script>`,
    )
    .replace('</head>', () => `${content.page.styleTags}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${content.page.html}</div><script id="${content.stateId}" type="application/json">${inlineJson(content.page.state)}</script>`,
    );
}
