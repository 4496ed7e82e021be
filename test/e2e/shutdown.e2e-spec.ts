// Closing the app closes what app.factory.ts made outside dependency injection: the session store's pool
// (ShutdownTasks). Its own file: passport keeps one global list of deserializers, to which every app in a
// process adds its own, so an app closed earlier in the same file would answer for this one.
import { SESSION_POOL_NAME } from '../../src/adapters/sessions/session-middleware';
import { insertMember, signedInAgent } from '../support/members';
import { startTestApp, type TestApp } from '../support/test-app';

describe('session store on shutdown', () => {
  let owner: TestApp;
  beforeAll(async () => {
    owner = await startTestApp();
  });
  afterAll(() => owner.close());

  it("closes the session store's connections when the app closes", async () => {
    // A second app on the owner's database; the owner itself never touches sessions.
    const other = await startTestApp({ databaseUrl: owner.config.databaseUrl! });
    const sessionConnections = async () =>
      Number(
        (
          await owner
            .em()
            .getConnection()
            .execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where application_name = '${SESSION_POOL_NAME}' and datname = current_database()`)
        )[0].n,
      );
    try {
      const member = await insertMember(owner.em());
      const agent = await signedInAgent(other.app.getHttpServer(), member.email);
      expect((await agent.get('/api/auth/user')).status).toBe(200);
      expect(await sessionConnections()).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    // A closed connection's backend leaves pg_stat_activity a moment after the client has gone.
    for (let waited = 0; waited < 5000 && (await sessionConnections()) > 0; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sessionConnections()).toBe(0);
  });
});
