import { redactUrl, serializeErrorForLog, serializeRequestForLog } from './request-log';

describe(redactUrl.name, () => {
  it.each([
    ['/api/auth/confirm-email?token=abc123', '/api/auth/confirm-email?token=[redacted]'],
    ['/reset-password?token=abc&next=%2Flogin', '/reset-password?token=[redacted]&next=%2Flogin'],
    ['http://localhost:3000/reset-password?a=1&token=abc#top', 'http://localhost:3000/reset-password?a=1&token=[redacted]#top'],
    ['/x?resetToken=abc&Password=p&client_secret=s', '/x?resetToken=[redacted]&Password=[redacted]&client_secret=[redacted]'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/x?token=a&token=b', '/x?token=[redacted]&token=[redacted]'],
    ['/api/companies?search=token&sort=name', '/api/companies?search=token&sort=name'],
    ['/api/companies', '/api/companies'],
    ['/x?token', '/x?token'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe(serializeRequestForLog.name, () => {
  it('redacts the url, the parsed query and the Referer without touching the live headers', () => {
    const headers = { referer: 'http://localhost:3000/reset-password?token=abc', host: 'localhost' };
    const logged = serializeRequestForLog({ url: '/api/auth/confirm-email?token=abc', query: { token: 'abc', page: '2' }, headers });
    expect(logged).toEqual({
      url: '/api/auth/confirm-email?token=[redacted]',
      query: { token: '[redacted]', page: '2' },
      headers: { referer: 'http://localhost:3000/reset-password?token=[redacted]', host: 'localhost' },
    });
    expect(headers.referer).toBe('http://localhost:3000/reset-password?token=abc');
  });
});

describe(serializeErrorForLog.name, () => {
  it('leaves out the connection objects pg-pool hangs on its errors', () => {
    expect(serializeErrorForLog({ type: 'DatabaseError', message: 'terminating connection', client: { host: '127.0.0.1' }, connection: {} })).toEqual({
      type: 'DatabaseError',
      message: 'terminating connection',
    });
    expect(serializeErrorForLog(undefined)).toBeUndefined();
  });
});
