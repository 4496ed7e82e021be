import { confirmationLink } from './approval-path';
import { safeReturnPath, withReturnTo } from './return-to';

describe('the page a sign-in returns to', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/companies?therapeuticAreas=Oncology&offset=20')).toBe('/companies?therapeuticAreas=Oncology&offset=20');
    expect(safeReturnPath('/find-match#results')).toBe('/find-match#results');
  });

  it.each([
    ['another origin', 'https://evil.test/'],
    ['a scheme-relative host', '//evil.test'],
    ['a backslash host', '/\\evil.test'],
    ['an escaped scheme-relative host', '/%2F%2Fevil.test'],
    ['a doubly escaped one', '/%252F%252Fevil.test'],
    ['a tab browsers drop', '/\t/evil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'companies'],
    ['the sign-in page itself', '/login?returnTo=%2F'],
    ['something not text', 42],
  ])('ignores %s', (_, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('ignores one longer than 2000 characters', () => {
    expect(safeReturnPath(`/companies?search=${'a'.repeat(2000)}`)).toBeNull();
  });

  it('adds a safe returnTo to a link, and nothing for an unsafe one or the home page', () => {
    expect(withReturnTo('/login', '/companies?type=CRO')).toBe('/login?returnTo=%2Fcompanies%3Ftype%3DCRO');
    expect(withReturnTo('/login?confirmation=pending', '/compare?ids=a,b')).toBe('/login?confirmation=pending&returnTo=%2Fcompare%3Fids%3Da%2Cb');
    expect(withReturnTo('/login', '//evil.test')).toBe('/login');
    expect(withReturnTo('/login', '/')).toBe('/login');
  });

  it('carries it in the confirmation link mailed at sign-up', () => {
    expect(confirmationLink('https://biovetted.test', 'tok en', '/find-match')).toBe(
      'https://biovetted.test/api/auth/confirm-email?token=tok%20en&returnTo=%2Ffind-match',
    );
    expect(confirmationLink('https://biovetted.test', 'tok', 'https://evil.test')).toBe('https://biovetted.test/api/auth/confirm-email?token=tok');
  });
});
