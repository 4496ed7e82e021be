import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/config/embedded-database';
import { buildOnce, startServer, stopLeftoverServers, waitUntilReady } from '../support/server-process';
import { waitFor } from '../support/wait-for';

// The real `npm start` path (scripts/start.mjs → dist/main.js) on the embedded PostgreSQL: start,
// graceful stop, restart with the data kept, and recovery after the process is killed.

async function directoryState(base: string) {
  const res = await fetch(`${base}/api/companies`);
  const companies = (await res.json()) as { reviewCount: number }[];
  return { total: Number(res.headers.get('x-total-count')), reviews: companies.reduce((sum, c) => sum + c.reviewCount, 0) };
}

/** The local addresses listening on `port`, from /proc/net/tcp{,6} (Linux): no traffic needed. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
      .map(([, local]) => {
        const hex = local.split(':')[0];
        if (hex.length !== 8) return hex === '0'.repeat(32) ? '::' : hex;
        return hex
          .match(/../g)!
          .reverse()
          .map((byte) => parseInt(byte, 16))
          .join('.');
      }),
  );
}

const postgresRunning = (dataDir: string) => existsSync(join(dataDir, 'postgres', 'postmaster.pid'));

describe('npm start with the embedded PostgreSQL', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let base: string;

  beforeAll(async () => {
    await buildOnce();
    dataDir = mkdtempSync(join(tmpdir(), 'biovetted-start-'));
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // No HOST: demo mode (the embedded database's default) must listen on loopback only (docs/security.md#trust-and-safety-rules).
    env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  }, 300_000);

  // A test that failed before stopping its server must not leave it holding the port and the data directory.
  afterEach(() => stopLeftoverServers(), 30_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the real directory with demo data, stops cleanly on SIGTERM and keeps the data for the next start', async () => {
    const first = startServer(env);
    await waitUntilReady(base, first);
    expect(listeningAddresses(Number(new URL(base).port))).toEqual(['127.0.0.1']);
    const before = await directoryState(base);
    expect(before.total).toBeGreaterThanOrEqual(200);
    expect(before.reviews).toBeGreaterThan(0);
    const home = await fetch(base);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);

    first.process.kill('SIGTERM');
    await expect(first.exited).resolves.toBe(0);
    expect(first.output()).toContain('SIGTERM received');
    expect(postgresRunning(dataDir)).toBe(false);

    const second = startServer(env);
    await waitUntilReady(base, second, 30_000);
    await expect(directoryState(base)).resolves.toEqual(before);
    second.process.kill('SIGINT');
    await expect(second.exited).resolves.toBe(0);
  }, 240_000);

  it('recovers the database left running when the process was killed', async () => {
    const killed = startServer(env);
    await waitUntilReady(base, killed, 30_000);
    killed.process.kill('SIGKILL');
    await killed.exited;
    expect(postgresRunning(dataDir)).toBe(true); // the orphaned server still holds the directory

    const next = startServer({ ...env, LOG_LEVEL: 'info' });
    await waitUntilReady(base, next, 45_000);
    expect(next.output()).toContain('left running by a killed BioVetted');
    expect((await directoryState(base)).total).toBeGreaterThanOrEqual(200);
    next.process.kill('SIGTERM');
    await expect(next.exited).resolves.toBe(0);
    expect(readFileSync(join(dataDir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  }, 120_000);
  it('restarts its PostgreSQL after kill -9 and answers health 200 within 15 s with every acknowledged write (docs/security.md#trust-and-safety-rules)', async () => {
    const server = startServer({ ...env, LOG_LEVEL: 'info' });
    await waitUntilReady(base, server, 150_000);
    const json = { 'Content-Type': 'application/json' };
    const applicant = { email: 'survivor@pfizer.com', password: 'a-long-enough-password', firstName: 'Sur', lastName: 'Vivor', company: 'Pfizer', jobTitle: 'Buyer' };
    const signUp = () => fetch(`${base}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(applicant) });
    expect((await signUp()).status).toBe(201);
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'demo-reviewer@example.com', password: 'biovetted-demo' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0];

    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    const killed = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    // Backends of the killed server may still answer a query or two before they notice: recovered means a
    // new server in postmaster.pid and a health check that reaches it.
    const restartedPid = () => {
      try {
        const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        return pid > 0 && pid !== killed ? pid : null;
      } catch {
        return null;
      }
    };
    let recovered = false;
    while (!recovered && Date.now() - killedAt < 15_000) {
      recovered =
        restartedPid() !== null &&
        (await fetch(`${base}/api/health`).then(
          (res) => res.ok,
          () => false,
        ));
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const recoveredInMs = Date.now() - killedAt;
    expect(recovered).toBe(true);
    expect(recoveredInMs).toBeLessThanOrEqual(15_000);
    expect(server.output()).toContain('stopped unexpectedly');

    // Every pool is back: the session (its own pool), the account written before the kill (ORM pool), new writes.
    expect((await fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(200);
    const again = await signUp();
    expect({ status: again.status, message: ((await again.json()) as { message: string }).message }).toEqual({
      status: 409,
      message: 'An account with this email already exists',
    });
    expect((await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify({ ...applicant, email: 'after@pfizer.com' }) })).status).toBe(
      201,
    );

    server.process.kill('SIGTERM');
    await expect(server.exited).resolves.toBe(0);
    expect(postgresRunning(dataDir)).toBe(false);
  }, 240_000);

  it('answers 503 with Retry-After: 2, never 500, while its PostgreSQL is killed and restarted under load', async () => {
    const server = startServer({ ...env, LOG_LEVEL: 'warn' });
    await waitUntilReady(base, server, 150_000);
    const json = { 'Content-Type': 'application/json' };
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'demo-reviewer@example.com', password: 'biovetted-demo' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
    const [company] = (await (await fetch(`${base}/api/companies?limit=1&sort=reviews`)).json()) as { id: string }[];

    // Requests that need the database on every call: a member's session and reads, a visitor's sign-in, health.
    const requests: (() => Promise<Response>)[] = [
      () => fetch(`${base}/api/auth/user`, { headers: { Cookie: cookie } }),
      () => fetch(`${base}/api/shortlist`, { headers: { Cookie: cookie } }),
      () => fetch(`${base}/api/companies/${company.id}/reviews?limit=5`, { headers: { Cookie: cookie } }),
      () => fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }) }),
      () => fetch(`${base}/api/health`),
    ];
    const answers: { status: number; retryAfter: string | null; at: number }[] = [];
    let load = true;
    const client = async (n: number) => {
      for (let i = n; load; i++) {
        const res = await requests[i % requests.length]().catch(() => null);
        if (res) {
          answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), at: Date.now() });
          await res.arrayBuffer().catch(() => undefined);
        } else answers.push({ status: 0, retryAfter: null, at: Date.now() });
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    const killed = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    await waitFor(
      async () => {
        let pid = 0;
        try {
          pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        } catch {
          // between the crash and the restart
        }
        return (
          pid > 0 &&
          pid !== killed &&
          (await fetch(`${base}/api/health`).then(
            (res) => res.ok,
            () => false,
          ))
        );
      },
      'PostgreSQL restarted and healthy',
      { timeoutMs: 20_000, intervalMs: 100 },
    ).catch(() => undefined);
    // Some more load after the recovery, then stop.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    load = false;
    await Promise.all(clients);

    const during = answers.filter((a) => a.at >= killedAt);
    const unavailable = during.filter((a) => a.status === 503);
    expect({ total: during.length, errors500: during.filter((a) => a.status === 500).length, refused: during.filter((a) => a.status === 0).length }).toEqual({
      total: expect.any(Number),
      errors500: 0,
      refused: 0,
    });
    expect(during.length).toBeGreaterThan(50);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(new Set(unavailable.map((a) => a.retryAfter))).toEqual(new Set(['2']));
    expect(server.output()).not.toContain('"msg":"Unhandled error"');
    server.process.kill('SIGTERM');
    await expect(server.exited).resolves.toBe(0);
  }, 240_000);

  it('stops cleanly on SIGHUP, as when its terminal closes', async () => {
    const server = startServer({ ...env, LOG_LEVEL: 'info' });
    await waitUntilReady(base, server, 60_000);
    server.process.kill('SIGHUP');
    await expect(server.exited).resolves.toBe(0);
    expect(server.output()).toContain('SIGHUP received');
    expect(postgresRunning(dataDir)).toBe(false);
  }, 120_000);

  it("stops with npm: a SIGTERM to `npm start`'s own process leaves neither the server nor its PostgreSQL running", async () => {
    const npm = startServer(env, { viaNpm: true });
    try {
      await waitUntilReady(base, npm, 60_000);
      npm.process.kill('SIGTERM');
      await npm.exited;
      // npm's shell dies of the signal without passing it on; the server notices its parent is gone.
      const port = Number(new URL(base).port);
      await waitFor(() => listeningAddresses(port).length === 0 && !postgresRunning(dataDir), 'the server and its PostgreSQL have stopped', {
        timeoutMs: 20_000,
        intervalMs: 100,
      });
    } finally {
      // Whatever is left of npm's process group (the orphaned server, when this fails) would hold the run open.
      try {
        process.kill(-npm.process.pid!, 'SIGKILL');
      } catch {
        // nothing left
      }
    }
  }, 120_000);
});
