// `npm run proxy:check`: runs deploy/nginx/biovetted.conf (the configuration docs/operations.md shows) with
// Debian's nginx in front of two app instances on one throwaway database, and checks what it promises: visitors'
// public answers are served from nginx's cache (and revalidated there with their ETag), requests with a session
// cookie or Authorization never use it, both instances answer, and a change reaches nginx within the answers'
// s-maxage while each instance's own cache has it at once. Prints one line per check and exits non-zero when
// one fails. Needs `nginx` on the PATH (`apt-get install -y nginx`); everything listens on 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { startPostgresServer } from './postgres-server.mjs';

/** The answers' s-maxage during the check, in seconds: short, so the change check waits little. */
const SHARED_SECONDS = 3;

if (spawnSync('nginx', ['-v']).error) {
  console.error('nginx is not installed: apt-get install -y nginx');
  process.exit(2);
}
buildIfStale(['api']);
const require = createRequire(import.meta.url);
require('reflect-metadata');
const pg = require('pg');
const { MikroORM } = require('@mikro-orm/postgresql');
const { createApp } = require(join(root, 'dist/app.factory.js'));
const { loadAppConfig } = require(join(root, 'dist/config/app-config.js'));
const { prepareDatabase } = require(join(root, 'dist/adapters/persistence/seed/prepare-database.js'));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const failures = [];
function check(what, ok, detail = '') {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? `  (${detail})` : ''}`);
  if (!ok) failures.push(what);
}

const postgres = await startPostgresServer();
const admin = new pg.Client({ connectionString: postgres.adminUrl });
await admin.connect();
const dbName = `biovetted_proxy_${process.pid}`;
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(postgres.adminUrl);
dbUrl.pathname = `/${dbName}`;
const work = mkdtempSync(join(tmpdir(), 'biovetted-proxy-'));
chmodSync(work, 0o755);
const apps = [];
let nginx;
try {
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: join(work, 'data'),
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    PUBLIC_CACHE_SECONDS: String(SHARED_SECONDS),
    PUBLIC_CACHE_STALE_SECONDS: '30',
  };
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    const app = await createApp(loadAppConfig({ ...env, PORT: String(port) }, root), dbUrl.toString());
    if (apps.length === 0)
      await prepareDatabase(app.get(MikroORM), { projectRoot: root, demoMode: false, demoPassword: '', hasher: null, now: new Date(), loadDataset: true });
    await app.listen(port, '127.0.0.1');
    apps.push(app);
  }

  // The documented file, with this run's ports and a cache directory of its own.
  const proxyPort = await freePort();
  const site = readFileSync(join(root, 'deploy/nginx/biovetted.conf'), 'utf8')
    .replace('server 127.0.0.1:3001;', `server 127.0.0.1:${ports[0]};`)
    .replace('server 127.0.0.1:3002;', `server 127.0.0.1:${ports[1]};`)
    .replace('listen 80;', `listen 127.0.0.1:${proxyPort};`)
    .replace('/var/cache/nginx/biovetted', join(work, 'cache'));
  for (const dir of ['cache', 'temp', 'logs']) mkdirSync(join(work, dir));
  writeFileSync(join(work, 'biovetted.conf'), site);
  writeFileSync(
    join(work, 'nginx.conf'),
    `pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'logs/error.log')} warn;
events { worker_connections 256; }
http {
  log_format check '$upstream_addr $upstream_cache_status $request_uri';
  access_log ${join(work, 'logs/access.log')} check;
  client_body_temp_path ${join(work, 'temp')};
  proxy_temp_path ${join(work, 'temp')};
  include ${join(work, 'biovetted.conf')};
}
`,
  );
  nginx = spawn('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off; master_process off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const proxy = `http://127.0.0.1:${proxyPort}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${proxy}/api/health`);
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await sleep(100);
    }
  }
  console.log(`nginx ${proxyPort} in front of two instances (${ports.join(', ')}), s-maxage ${SHARED_SECONDS} s\n`);

  const get = async (path, headers = {}) => {
    const res = await fetch(proxy + path, { headers });
    return { status: res.status, headers: res.headers, text: await res.text(), cache: res.headers.get('x-cache-status') };
  };
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  const [company, changed] = (await client.query('select id, name from companies where unlisted_at is null order by name limit 2')).rows;

  // 1. A visitor's public read: fetched once, then served by nginx.
  const directory = '/api/companies?limit=20&sort=name';
  const first = await get(directory);
  const second = await get(directory);
  check(
    "a visitor's directory page is fetched once, then served from nginx's cache",
    first.cache === 'MISS' && second.cache === 'HIT' && second.text === first.text,
    `${first.cache} then ${second.cache}; Cache-Control: ${first.headers.get('cache-control')}; Surrogate-Key: ${first.headers.get('surrogate-key')}`,
  );
  const revalidated = await get(directory, { 'If-None-Match': first.headers.get('etag') });
  check('a revalidation with the ETag gets 304 from nginx', revalidated.status === 304 && revalidated.cache === 'HIT', `${revalidated.status} ${revalidated.cache}`);
  const profile = `/api/companies/${company.id}`;
  await get(profile);
  check("a profile is served from nginx's cache the second time", (await get(profile)).cache === 'HIT');

  // 2. Members never use it.
  const withCookie = [await get(directory, { Cookie: 'bv.sid=s%3Asomeone.signature' }), await get(directory, { Cookie: 'theme=dark; bv.sid=s%3Asomeone.signature' })];
  check(
    'a request with the session cookie bypasses the cache and gets a private answer',
    withCookie.every((res) => res.cache === 'BYPASS' && res.headers.get('cache-control') === 'private, no-cache'),
    withCookie.map((res) => res.cache).join(', '),
  );
  const withAuthorization = await get(directory, { Authorization: 'Bearer something' });
  check('a request with Authorization bypasses the cache', withAuthorization.cache === 'BYPASS', String(withAuthorization.cache));
  const otherCookie = await get(directory, { Cookie: 'theme=dark' });
  check('an unrelated cookie does not keep a visitor from the cache', otherCookie.cache === 'HIT', String(otherCookie.cache));
  const page = await get('/');
  const pageAgain = await get('/');
  check(
    'pages marked no-cache are not kept by nginx',
    page.cache !== 'HIT' && pageAgain.cache !== 'HIT',
    `${page.cache}, ${pageAgain.cache}; Cache-Control: ${page.headers.get('cache-control')}`,
  );

  // 3. Both instances answer misses.
  for (let i = 0; i < 6; i++) await get(`/api/companies?limit=${i + 1}`);
  const upstreams = new Set(
    readFileSync(join(work, 'logs/access.log'), 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[0])
      .filter((addr) => addr.startsWith('127.')),
  );
  check('misses are spread over both instances', upstreams.size === 2, [...upstreams].join(', '));

  // 4. A change: each instance's own cache has it at once; nginx within s-maxage. The profile is fetched (and kept
  // by nginx) just before, so its s-maxage is not over by the time nginx is asked again.
  const changedProfile = `/api/companies/${changed.id}`;
  await get(changedProfile);
  const description = `Changed at ${new Date().toISOString()}`;
  await client.query('update companies set description = $1 where id = $2', [description, changed.id]);
  await sleep(200); // the notification's way to both instances
  const direct = await Promise.all(ports.map(async (port) => (await (await fetch(`http://127.0.0.1:${port}${changedProfile}`)).json()).description));
  check(
    'both instances answer the change at once',
    direct.every((d) => d === description),
    direct.join(' | '),
  );
  const stillOld = await get(changedProfile);
  check('nginx keeps the old answer until its s-maxage is over', stillOld.cache === 'HIT' && !stillOld.text.includes(description), String(stillOld.cache));
  const started = Date.now();
  const timeline = [];
  let seenAfter = null;
  while (Date.now() - started < (SHARED_SECONDS + 5) * 1000) {
    const res = await get(changedProfile);
    timeline.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${res.cache}${res.text.includes(description) ? ' new' : ' old'}`);
    if (res.text.includes(description)) {
      seenAfter = (Date.now() - started) / 1000;
      break;
    }
    await sleep(250);
  }
  // nginx counts freshness in whole seconds, and the stale answer goes out once while it fetches the new one.
  check(
    `nginx serves the change within s-maxage (${SHARED_SECONDS} s, whole seconds) and one revalidation`,
    seenAfter !== null && seenAfter <= SHARED_SECONDS + 2.5,
    timeline.filter((line, i) => i === 0 || i >= timeline.length - 3).join('; '),
  );
  await client.end();
} finally {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGTERM');
    await new Promise((resolve) => nginx.once('exit', resolve));
  }
  for (const app of apps) await app.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await postgres.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log(failures.length === 0 ? '\nnginx configuration: every check passed' : `\n${failures.length} check(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);
