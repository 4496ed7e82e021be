import request from 'supertest';
import { REQUEST_LIMITS } from '../../src/domain/accounts/request-limits.port';
import { SIGN_IN_LIMITS } from '../../src/domain/accounts/sign-in-throttle.port';
import { startTestApp, type TestApp } from '../support/test-app';

// docs/security.md#trust-and-safety-rules: the client IP is the socket address unless TRUST_PROXY is set, so a spoofed
// X-Forwarded-For changes nothing by default. Every request comes from loopback; each names another
// client in X-Forwarded-For and another email, so only the per-IP limits can answer 429.

/** The statuses of `count` requests, each claiming another client address. */
async function statuses(sut: TestApp, count: number, send: (agent: request.Agent, i: number) => request.Test): Promise<number[]> {
  const agent = request.agent(sut.app.getHttpServer());
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await send(agent, i).set('X-Forwarded-For', `203.0.113.${i + 1}`)).status);
  return result;
}

const forgotPassword = (agent: request.Agent, i: number) => agent.post('/api/auth/forgot-password').send({ email: `nobody-${i}@example.com` });
const signIn = (agent: request.Agent, i: number) => agent.post('/api/auth/login').send({ email: `stranger-${i}@example.com`, password: 'wrong-password' });

describe('the client IP (docs/security.md#trust-and-safety-rules)', () => {
  describe('without TRUST_PROXY', () => {
    let sut: TestApp;
    beforeAll(async () => {
      sut = await startTestApp();
    });
    afterAll(() => sut.close());

    it('counts forgot-password requests per socket address whatever X-Forwarded-For says', async () => {
      const answers = await statuses(sut, REQUEST_LIMITS.forgotPasswordPerIp.points + 1, forgotPassword);
      expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(answers.at(-1)).toBe(429);
    });

    it('counts failed sign-ins per socket address whatever X-Forwarded-For says', async () => {
      const answers = await statuses(sut, SIGN_IN_LIMITS.perIp + 1, signIn);
      expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true);
      expect(answers.at(-1)).toBe(429);
    });
  });

  describe('with TRUST_PROXY=loopback (the app behind a proxy on this host)', () => {
    let sut: TestApp;
    beforeAll(async () => {
      sut = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(() => sut.close());

    it('counts per client named by the trusted proxy', async () => {
      expect(await statuses(sut, REQUEST_LIMITS.forgotPasswordPerIp.points + 1, forgotPassword)).not.toContain(429);
      expect(await statuses(sut, SIGN_IN_LIMITS.perIp + 1, signIn)).not.toContain(429);
    });
  });
});
