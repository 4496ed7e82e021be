import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/config/embedded-database';
import { buildOnce, logLines, startServer, waitUntilReady, type ServerProcess } from '../support/server-process';
import { createTestDatabase } from '../support/test-database';

// docs/security.md#trust-and-safety-rules: no secret or token is ever logged. The server runs as `npm start` runs it, and the test
// reads what it really wrote to stdout.

/** The links in the .eml files of the outbox, quoted-printable soft breaks and escapes undone. */
function outboxLinks(dataDir: string): string[] {
  const outbox = join(dataDir, 'outbox');
  return readdirSync(outbox).flatMap((file) => {
    const raw = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    return raw.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  });
}

async function waitFor<T>(what: string, probe: () => T | undefined, server: ServerProcess, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the request log (docs/security.md#trust-and-safety-rules)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    await buildOnce();
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'biovetted-log-'));
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await waitUntilReady(base, server);
  }, 300_000);

  afterAll(async () => {
    server?.process.kill('SIGTERM');
    await server?.exited;
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The links of the mails in the outbox so far (none before the first mail). */
  const linksMailedSoFar = () => {
    try {
      return outboxLinks(dataDir);
    } catch {
      return [];
    }
  };
  const completed = (requestId: string) => () => logLines(server.output()).find((line) => (line.req as { id?: string } | undefined)?.id === requestId && 'res' in line);

  it('logs URLs, queries and Referers with token=[redacted], and never a mailed link', async () => {
    const json = { 'Content-Type': 'application/json' };
    const email = 'log.reader@pfizer.com';
    // Only the links mailed by this test: another test may have mailed some before.
    const mailedBefore = new Set(linksMailedSoFar());
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'a-long-enough-password', firstName: 'Lou', lastName: 'Reader', company: 'Pfizer', jobTitle: 'Buyer' }),
    });
    expect(signUp.status).toBe(201);
    await fetch(`${base}/api/auth/forgot-password`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    const links = await waitFor(
      'two mails in the outbox',
      () => {
        const found = linksMailedSoFar().filter((l) => !mailedBefore.has(l));
        return found.some((l) => l.includes('confirm-email')) && found.some((l) => l.includes('reset-password')) ? found : undefined;
      },
      server,
    );
    const confirmToken = new URL(links.find((l) => l.includes('confirm-email'))!).searchParams.get('token')!;
    const resetToken = new URL(links.find((l) => l.includes('reset-password'))!).searchParams.get('token')!;
    const unknownToken = 'SECRET-never-issued-0123456789';

    const confirm = await fetch(`${base}/api/auth/confirm-email?token=${confirmToken}`, { redirect: 'manual', headers: { 'X-Request-Id': 'log-confirm' } });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/login?confirmation=approved');
    expect(confirm.headers.get('referrer-policy')).toBe('no-referrer');
    await fetch(`${base}/api/auth/confirm-email?token=${unknownToken}&utm=mail`, { redirect: 'manual', headers: { 'X-Request-Id': 'log-unknown' } });
    const page = await fetch(`${base}/reset-password?token=${resetToken}`, { headers: { 'X-Request-Id': 'log-page' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // What a browser without the page's no-referrer policy would send from the reset page.
    await fetch(`${base}/api/auth/user`, { headers: { Referer: `${base}/reset-password?token=${resetToken}`, 'X-Request-Id': 'log-referer' } });

    const confirmLine = await waitFor('the confirmation request line', completed('log-confirm'), server);
    expect((confirmLine.req as { url: string }).url).toBe('/api/auth/confirm-email?token=[redacted]');
    expect((confirmLine.req as { query: object }).query).toEqual({ token: '[redacted]' });
    const unknownLine = await waitFor('the unknown-token request line', completed('log-unknown'), server);
    expect((unknownLine.req as { url: string }).url).toBe('/api/auth/confirm-email?token=[redacted]&utm=mail');
    const refererLine = await waitFor('the Referer request line', completed('log-referer'), server);
    expect((refererLine.req as { headers: Record<string, string> }).headers.referer).toBe(`${base}/reset-password?token=[redacted]`);
    await waitFor(
      'the outbox lines',
      () => (logLines(server.output()).filter((l) => l.msg === 'Mail written to the outbox (SMTP_URL is not set)').length >= 2 ? true : undefined),
      server,
    );

    const output = server.output();
    for (const secret of [confirmToken, resetToken, encodeURIComponent(confirmToken), unknownToken]) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/token=(?!\[redacted\])/);
    expect(output).toContain('[redacted]');
  });

  it("gives every request a request id and one log line: a visitor's public read, the same read from the cache, a page and a built file", async () => {
    const asked = [
      ['log-directory-miss', '/api/companies?limit=5&sort=name'],
      ['log-directory-hit', '/api/companies?limit=5&sort=name'],
      ['log-directory-page', '/companies'],
      ['log-file', '/favicon.svg'],
    ] as const;
    for (const [id, path] of asked) {
      const res = await fetch(`${base}${path}`, { headers: { 'X-Request-Id': id } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(id);
    }
    for (const [id, path] of asked) {
      const line = await waitFor(`the line of ${id}`, completed(id), server);
      expect((line.req as { url: string }).url).toBe(path);
      expect((line.res as { statusCode: number }).statusCode).toBe(200);
    }
  });

  it('logs malformed and oversized JSON bodies at warn, with the standard error body in the answer', async () => {
    const malformed = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ statusCode: 400, message: 'Malformed JSON body', error: 'Bad Request' });
    const oversized = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(101 * 1024) }),
    });
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' });
    const warnings = await waitFor(
      'two warn lines',
      () => {
        const lines = logLines(server.output()).filter((l) => l.level === 40 && ['Malformed JSON body', 'Request body is too large'].includes(l.msg as string));
        return lines.length >= 2 ? lines : undefined;
      },
      server,
    );
    expect(warnings.map((l) => [l.msg, l.path, l.status])).toEqual([
      ['Malformed JSON body', '/api/auth/login', 400],
      ['Request body is too large', '/api/auth/login', 413],
    ]);
  });

  it('writes one sign-in audit line per attempt: outcome, account id and address, never a password or the typed email', async () => {
    const json = { 'Content-Type': 'application/json' };
    const email = 'audit.trail@pfizer.com';
    const password = 'an audited passphrase';
    const signIn = (body: object) => fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    const mailedBefore = new Set(linksMailedSoFar());
    await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, firstName: 'Aud', lastName: 'Itor', company: 'Pfizer', jobTitle: 'Buyer' }),
    });
    const confirmLink = await waitFor('the confirmation mail', () => linksMailedSoFar().find((l) => l.includes('confirm-email') && !mailedBefore.has(l)), server);
    expect((await signIn({ email, password })).status).toBe(403); // not confirmed yet
    await fetch(confirmLink, { redirect: 'manual' });

    expect((await signIn({ email, password: 'a wrong passphrase' })).status).toBe(401);
    expect((await signIn({ email: 'nobody.audited@pfizer.com', password: 'a typed secret' })).status).toBe(401);
    const signedIn = await signIn({ email: 'Audit.Trail@pfizer.com', password });
    expect(signedIn.status).toBe(200);
    const { id } = (await signedIn.json()) as { id: string };

    const audit = await waitFor(
      'four audit lines',
      () => {
        const lines = logLines(server.output()).filter((l) => l.context === 'SignInAudit');
        return lines.length >= 4 ? lines : undefined;
      },
      server,
    );
    expect(audit.map((l) => [l.event, l.outcome, l.accountId, l.door])).toEqual([
      ['sign_in', 'email_unconfirmed', id, 'member'],
      ['sign_in', 'invalid_credentials', id, 'member'],
      ['sign_in', 'invalid_credentials', null, 'member'],
      ['sign_in', 'signed_in', id, 'member'],
    ]);
    expect(new Set(audit.map((l) => l.ip)).size).toBe(1);
    expect(audit[0].ip).toMatch(/127\.0\.0\.1/);
    expect(JSON.stringify(audit)).not.toMatch(/pfizer|audit\.trail|nobody/i);
    for (const secret of [password, 'a wrong passphrase', 'a typed secret']) expect(server.output()).not.toContain(secret);
  });
});
