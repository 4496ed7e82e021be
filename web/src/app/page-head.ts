import type { MetaDescriptor } from 'react-router';
import type { CompanyPageFacts } from './public-reads.port';
import { DEFAULT_DESCRIPTION, SITE_NAME, type SitePage } from './site-pages';

/*
 * What goes into a page's <head> (React Router's `meta`): title, description, canonical link, robots,
 * OpenGraph, and for a company JSON-LD `Organization`. React Router renders the deepest route's list in full,
 * so each builder returns the whole head of its page.
 */

/** What a page's head says; `canonical` is an absolute URL, or null for a page that must not be indexed. */
interface PageHead {
  title: string;
  description: string;
  canonical: string | null;
  openGraph: Record<string, string>;
  jsonLd?: Record<string, unknown>;
}

function metaOf({ title, description, canonical, openGraph, jsonLd }: PageHead): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : [{ name: 'robots', content: 'noindex' }]),
    ...Object.entries(openGraph).map(([property, content]) => ({ property, content })),
    { name: 'twitter:card', content: 'summary' },
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}

/** Cuts `text` to at most `max` characters at a word boundary, with an ellipsis. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The head of a page of the site table (`/`, `/companies`, `/pricing`, …) or of the Not Found page; `appUrl` is the app's origin. */
export function staticPageMeta(page: SitePage, appUrl: string): MetaDescriptor[] {
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const canonical = page.private ? null : `${appUrl}${page.path}`;
  return metaOf({
    title: page.title,
    description,
    canonical,
    openGraph: { 'og:type': 'website', 'og:site_name': SITE_NAME, 'og:title': page.title, 'og:description': description, ...(canonical ? { 'og:url': canonical } : {}) },
  });
}

/**
 * The head of `/companies/{id}`: the company's name in the title, a description naming its type, place and score,
 * canonical and OpenGraph tags, and JSON-LD `Organization` whose `aggregateRating` counts non-demo approved
 * reviews only (ratings out of 10, one decimal, schema.org AggregateRating).
 */
export function companyPageMeta({ company, publicRating }: CompanyPageFacts, appUrl: string): MetaDescriptor[] {
  const canonical = `${appUrl}/companies/${company.id}`;
  const place = [company.location, company.country].filter(Boolean).join(', ');
  const score = publicRating ? ` Rated ${publicRating.overall.toFixed(1)}/10 from ${publicRating.count} verified review${publicRating.count === 1 ? '' : 's'}.` : '';
  const summary = `${company.name}: ${company.type} in ${place}.${score}`;
  const description = clip(company.description ? `${summary} ${company.description}` : `${summary} Read anonymous peer reviews on ${SITE_NAME}.`, 200);
  return metaOf({
    title: `${company.name}${publicRating ? ` (${publicRating.overall.toFixed(1)}/10)` : ''} – ${company.type} reviews | ${SITE_NAME}`,
    description,
    canonical,
    openGraph: {
      'og:type': 'profile',
      'og:site_name': SITE_NAME,
      'og:title': `${company.name}${publicRating ? ` – ${publicRating.overall.toFixed(1)}/10` : ''}`,
      'og:description': description,
      'og:url': canonical,
      ...(company.logoUrl ? { 'og:image': company.logoUrl } : {}),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      url: company.website ?? canonical,
      ...(company.description ? { description: company.description } : {}),
      ...(company.foundedYear ? { foundingDate: String(company.foundedYear) } : {}),
      address: { '@type': 'PostalAddress', addressLocality: company.location, addressCountry: company.country },
      ...(company.stockSymbol ? { tickerSymbol: company.stockSymbol } : {}),
      ...(company.parentCompany ? { parentOrganization: { '@type': 'Organization', name: company.parentCompany } } : {}),
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
    },
  });
}
