import { classifyEmailDomain, EmailDomainFacts, emailHost, isAcademicOrGovernment, verificationMessage } from './email-domain';

/** Tiny in-memory facts: a two-label registrable domain unless the last two labels are a listed suffix. */
class InMemoryEmailDomainFacts extends EmailDomainFacts {
  private readonly publicSuffixes = new Set(['ac.uk', 'co.uk', 'gov.uk', 'edu', 'gov', 'com', 'eu', 'uk', 'me']);

  constructor(private readonly lists: { disposable?: string[]; freeMail?: string[]; industry?: string[] } = {}) {
    super();
  }

  registrableDomain(host: string): string | null {
    const labels = host.split('.');
    const lastTwo = labels.slice(-2).join('.');
    if (this.publicSuffixes.has(host)) return null;
    if (!this.publicSuffixes.has(labels[labels.length - 1])) return null; // unknown TLD
    return this.publicSuffixes.has(lastTwo) ? labels.slice(-3).join('.') : lastTwo;
  }

  isDisposable(domain: string): boolean {
    return (this.lists.disposable ?? []).includes(domain);
  }

  isFreeMail(domain: string): boolean {
    return (this.lists.freeMail ?? []).includes(domain);
  }

  isKnownIndustryDomain(domain: string): boolean {
    return (this.lists.industry ?? []).includes(domain);
  }
}

const facts = new InMemoryEmailDomainFacts({
  disposable: ['mailinator.com', 'harvard.ac.uk', 'co.uk'],
  freeMail: ['gmail.com', 'mailinator.com', 'alumni.stateu.edu'],
  industry: ['pfizer.com', 'lonza.com', 'gmail.com'],
});
const classify = (email: string) => classifyEmailDomain(email, facts);

describe('classifyEmailDomain', () => {
  it('verifies a domain on the industry list', () => {
    expect(classify('jane@pfizer.com')).toEqual({ level: 'verified', domain: 'pfizer.com', reason: 'industry' });
  });

  it('counts a subdomain as its registrable domain', () => {
    expect(classify('jane@us.pfizer.com')).toEqual({ level: 'verified', domain: 'pfizer.com', reason: 'industry' });
    expect(classify('jane@a.eu.lonza.com')).toEqual({ level: 'verified', domain: 'lonza.com', reason: 'industry' });
  });

  it('verifies academic and government domains, whatever their subdomain', () => {
    expect(classify('a@ox.ac.uk')).toEqual({ level: 'verified', domain: 'ox.ac.uk', reason: 'academic_or_government' });
    expect(classify('a@chem.ox.ac.uk')).toMatchObject({ level: 'verified', domain: 'ox.ac.uk' });
    expect(classify('a@mit.edu')).toMatchObject({ level: 'verified', reason: 'academic_or_government' });
    expect(classify('a@nih.gov')).toMatchObject({ level: 'verified', reason: 'academic_or_government' });
    expect(classify('a@fda.hhs.gov')).toMatchObject({ level: 'verified', domain: 'hhs.gov' });
    expect(classify('a@mhra.gov.uk')).toMatchObject({ level: 'verified', domain: 'mhra.gov.uk' });
    expect(classify('a@ema.europa.eu')).toMatchObject({ level: 'verified', domain: 'europa.eu' });
  });

  it('rejects a disposable domain, and a disposable domain wins over every other list', () => {
    expect(classify('a@mailinator.com')).toEqual({ level: 'rejected', domain: 'mailinator.com', reason: 'disposable' });
    expect(classify('a@harvard.ac.uk')).toMatchObject({ level: 'rejected', reason: 'disposable' });
  });

  it('rejects any subdomain of a disposable domain', () => {
    expect(classify('a@inbox.mailinator.com')).toMatchObject({ level: 'rejected', reason: 'disposable' });
  });

  it('looks no higher than the registrable domain, so a listed public suffix condemns nothing', () => {
    expect(classify('owner@smallbakery.co.uk')).toEqual({
      level: 'manual_review',
      domain: 'smallbakery.co.uk',
      reason: 'unknown',
    });
  });

  it('sends free mail to manual review, even when a directory entry names it as its website', () => {
    expect(classify('jane@gmail.com')).toEqual({ level: 'manual_review', domain: 'gmail.com', reason: 'free_mail' });
  });

  it('sends a free-mail subdomain of a university (an alumni address) to manual review', () => {
    expect(classify('a@alumni.stateu.edu')).toMatchObject({ level: 'manual_review', reason: 'free_mail' });
    expect(classify('a@stateu.edu')).toMatchObject({ level: 'verified', reason: 'academic_or_government' });
  });

  it('sends an unknown domain to manual review', () => {
    expect(classify('a@biotech-startup.com')).toEqual({
      level: 'manual_review',
      domain: 'biotech-startup.com',
      reason: 'unknown',
    });
  });

  it('ignores case, surrounding spaces and a trailing root dot', () => {
    expect(classify('  JANE@US.PFIZER.COM ')).toMatchObject({ level: 'verified', domain: 'pfizer.com' });
    expect(classify('jane@pfizer.com.')).toMatchObject({ level: 'verified', domain: 'pfizer.com' });
  });

  it.each(['not-an-email', '@pfizer.com', 'jane@', 'jane@localhost', 'jane@[10.0.0.1]', 'jane@pfizer..com', 'jane@-pfizer.com'])('rejects %p as invalid', (email) => {
    expect(classify(email)).toEqual({ level: 'rejected', domain: null, reason: 'invalid' });
  });

  it('rejects as invalid a host that has no registrable domain (a bare suffix or an unknown TLD)', () => {
    expect(classify('jane@ac.uk')).toMatchObject({ level: 'rejected', reason: 'invalid' });
    expect(classify('jane@pfizer.internal')).toMatchObject({ level: 'rejected', reason: 'invalid' });
  });
});

describe('isAcademicOrGovernment', () => {
  it('matches a domain under a suffix and a suffix that is itself a domain', () => {
    expect(isAcademicOrGovernment('iitb.ac.in')).toBe(true);
    expect(isAcademicOrGovernment('u-tokyo.ac.jp')).toBe(true);
    expect(isAcademicOrGovernment('europa.eu')).toBe(true);
    expect(isAcademicOrGovernment('nhs.net')).toBe(true);
  });

  it('does not match look-alikes that merely contain a suffix', () => {
    expect(isAcademicOrGovernment('edu.com')).toBe(false);
    expect(isAcademicOrGovernment('mygov.com')).toBe(false);
    expect(isAcademicOrGovernment('notedu')).toBe(false);
    expect(isAcademicOrGovernment('europa.eu.com')).toBe(false);
  });
});

describe('emailHost', () => {
  it('takes the part after the last @, lower-cased', () => {
    expect(emailHost('"a@b"@Lonza.COM')).toBe('lonza.com');
  });

  it('accepts internationalised domain names', () => {
    expect(emailHost('a@münchen.de')).toBe('münchen.de');
  });
});

describe('verificationMessage', () => {
  it('gives the Email Verification screen one message per level', () => {
    expect(verificationMessage('verified')).toMatch(/approved once you confirm your address/);
    expect(verificationMessage('manual_review')).toMatch(/within 1-2 business days/);
    expect(verificationMessage('rejected')).toBe('Disposable email addresses are not accepted. Please use your work email.');
  });

  it('says that an address without a valid domain was rejected for that reason', () => {
    expect(verificationMessage('rejected', 'invalid')).toMatch(/no valid domain/);
  });
});
