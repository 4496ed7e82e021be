// Signed-in requests extend the session's idle timeout without writing the session row on every
// request (SESSION_TOUCH_INTERVAL_MS): concurrent requests of one member used to queue on that row.
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session expiry writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const sql = (query: string) => t.em().getConnection().execute<{ expire: Date }[]>(query);
  const storedExpiry = async (): Promise<number> => new Date((await sql('select expire from sessions'))[0].expire).getTime();
  /** Moves the stored expiry to one day from now, so a later write of the 7-day expiry shows. */
  const shortenStoredExpiry = () => sql("update sessions set expire = now() + interval '1 day'");

  it('extends the expiry on the first request after sign-in and not again within the interval, while the session stays valid', async () => {
    const member = await insertMember(t.em());
    const agent = await signedInAgent(t.app.getHttpServer(), member.email);

    await shortenStoredExpiry();
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect(await storedExpiry()).toBeGreaterThan(Date.now() + 6 * DAY_MS);

    await shortenStoredExpiry();
    for (let i = 0; i < 3; i++) expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect(await storedExpiry()).toBeLessThan(Date.now() + 2 * DAY_MS);
  });
});
