import { getDomain } from 'tldts';
import { classifyEmailDomain, type EmailDomainReason, isAcademicOrGovernment, type VerificationLevel } from '../../domain/verification/email-domain';
import { curatedIndustryDomains, ListEmailDomainFacts, websiteDomain } from './email-domain-facts.adapter';

// The real lists and the policy together.
const DIRECTORY_WEBSITES = ['https://www.ctifacts.com', 'https://www.gmail.com', 'https://acme-cro.github.io'];
const sut = new ListEmailDomainFacts({ directoryDomains: DIRECTORY_WEBSITES });

type Case = [email: string, level: VerificationLevel, domain: string | null, reason: EmailDomainReason];

describe(ListEmailDomainFacts.name, () => {
  const cases: Record<string, Case[]> = {
    'pharma majors are verified': [
      ['jane@pfizer.com', 'verified', 'pfizer.com', 'industry'],
      ['a@novartis.com', 'verified', 'novartis.com', 'industry'],
      ['x@roche.com', 'verified', 'roche.com', 'industry'],
      ['x@gsk.com', 'verified', 'gsk.com', 'industry'],
      ['x@astrazeneca.com', 'verified', 'astrazeneca.com', 'industry'],
    ],
    'CDMOs and CROs are verified': [
      ['x@lonza.com', 'verified', 'lonza.com', 'industry'],
      ['x@iqvia.com', 'verified', 'iqvia.com', 'industry'],
      ['x@wuxiapptec.com', 'verified', 'wuxiapptec.com', 'industry'],
    ],
    'a company known only from the directory is verified': [['x@ctifacts.com', 'verified', 'ctifacts.com', 'industry']],
    'subdomains count as their registrable domain': [
      ['jane@us.pfizer.com', 'verified', 'pfizer.com', 'industry'],
      ['x@eu.lonza.com', 'verified', 'lonza.com', 'industry'],
      ['x@its.jnj.com', 'verified', 'jnj.com', 'industry'],
    ],
    'academic domains are verified': [
      ['x@ox.ac.uk', 'verified', 'ox.ac.uk', 'academic_or_government'],
      ['x@mit.edu', 'verified', 'mit.edu', 'academic_or_government'],
      ['x@iitb.ac.in', 'verified', 'iitb.ac.in', 'academic_or_government'],
      ['x@u-tokyo.ac.jp', 'verified', 'u-tokyo.ac.jp', 'academic_or_government'],
      ['x@unimelb.edu.au', 'verified', 'unimelb.edu.au', 'academic_or_government'],
    ],
    'government domains are verified': [
      ['x@nih.gov', 'verified', 'nih.gov', 'academic_or_government'],
      ['x@fda.hhs.gov', 'verified', 'hhs.gov', 'academic_or_government'],
      ['x@mhra.gov.uk', 'verified', 'mhra.gov.uk', 'academic_or_government'],
      ['x@ema.europa.eu', 'verified', 'europa.eu', 'academic_or_government'],
      ['x@pmda.go.jp', 'verified', 'pmda.go.jp', 'academic_or_government'],
    ],
    'free mail needs manual review': [
      ['x@gmail.com', 'manual_review', 'gmail.com', 'free_mail'],
      ['x@outlook.com', 'manual_review', 'outlook.com', 'free_mail'],
      ['x@yahoo.co.uk', 'manual_review', 'yahoo.co.uk', 'free_mail'],
      ['x@proton.me', 'manual_review', 'proton.me', 'free_mail'],
      ['x@qq.com', 'manual_review', 'qq.com', 'free_mail'],
      ['x@163.com', 'manual_review', '163.com', 'free_mail'],
    ],
    'disposable mail is rejected': [
      ['x@mailinator.com', 'rejected', 'mailinator.com', 'disposable'],
      ['x@10minutemail.com', 'rejected', '10minutemail.com', 'disposable'],
      ['x@guerrillamail.com', 'rejected', 'guerrillamail.com', 'disposable'],
      ['x@yopmail.com', 'rejected', 'yopmail.com', 'disposable'],
    ],
    'unknown domains need manual review': [
      ['x@smallbakery.co.uk', 'manual_review', 'smallbakery.co.uk', 'unknown'],
      ['x@acme-cro.github.io', 'manual_review', 'github.io', 'unknown'],
    ],
    'case does not matter': [['JANE@PFIZER.COM', 'verified', 'pfizer.com', 'industry']],
    'an address without a usable domain is rejected as invalid': [
      ['not-an-email', 'rejected', null, 'invalid'],
      ['x@192.168.0.1', 'rejected', null, 'invalid'],
    ],
  };

  for (const [rule, examples] of Object.entries(cases)) {
    describe(rule, () => {
      it.each(examples)('%s → %s', (email, level, domain, reason) => {
        expect(classifyEmailDomain(email, sut)).toEqual({ level, domain, reason });
      });
    });
  }

  it('never verifies a free-mail domain, even one a directory entry names as its website', () => {
    expect(classifyEmailDomain('x@gmail.com', sut).level).toBe('manual_review');
  });

  it('ignores directory websites on shared hosting platforms and unusable ones', () => {
    expect(websiteDomain('https://acme-cro.github.io')).toBeNull();
    expect(websiteDomain('not a url')).toBeNull();
    expect(websiteDomain('https://www.lonza.com/about')).toBe('lonza.com');
  });

  it('leaves a directory-only domain unknown when the directory does not list it', () => {
    expect(classifyEmailDomain('x@ctifacts.com', new ListEmailDomainFacts()).reason).toBe('unknown');
  });
});

describe('the curated list (data/industry-domains.json)', () => {
  const domains = curatedIndustryDomains().map((entry) => entry.domain);

  it('holds at least 220 unique domains', () => {
    expect(domains.length).toBeGreaterThanOrEqual(220);
    expect(new Set(domains).size).toBe(domains.length);
  });

  it('holds only lower-case registrable domains that no academic or government rule already covers', () => {
    expect(domains.filter((domain) => getDomain(domain) !== domain || domain !== domain.toLowerCase())).toEqual([]);
    expect(domains.filter(isAcademicOrGovernment)).toEqual([]);
  });

  it('verifies every one of its domains (none is on a free-mail or disposable list)', () => {
    const facts = new ListEmailDomainFacts();
    expect(domains.filter((domain) => classifyEmailDomain(`x@${domain}`, facts).level !== 'verified')).toEqual([]);
  });
});
