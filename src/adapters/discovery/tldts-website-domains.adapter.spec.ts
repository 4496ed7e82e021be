import { TldtsWebsiteDomains } from './tldts-website-domains.adapter';

describe(TldtsWebsiteDomains.name, () => {
  const domains = new TldtsWebsiteDomains();

  it.each([
    ['https://www.us.lonza.com/about', 'lonza.com'],
    ['https://WWW.Syngene.co.uk', 'syngene.co.uk'],
    ['http://research.ox.ac.uk/x', 'ox.ac.uk'],
    ['https://acme-bio.github.io/', 'acme-bio.github.io'],
    ['https://kestrel.herokuapp.com', 'kestrel.herokuapp.com'],
  ])('keys %s to its registrable domain %s, private suffixes included', (website, domain) => {
    expect(domains.registrableDomain(website)).toBe(domain);
  });

  it('gives two companies on the same platform different domains', () => {
    expect(domains.registrableDomain('https://alpha.github.io')).not.toBe(domains.registrableDomain('https://beta.github.io'));
  });

  it.each([
    'https://sites.google.com/view/acme-cro',
    'https://www.linkedin.com/company/acme',
    'https://acme.wixsite.com/home',
    'https://www.facebook.com/acmecro',
    'https://github.com/acme',
  ])('gives no identity to a page on a shared host: %s', (website) => {
    expect(domains.registrableDomain(website)).toBeNull();
  });
});
