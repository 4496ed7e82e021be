import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The project root (where package.json and scripts/ live). */
export const projectRoot = join(__dirname, '../..');

/** A server started the way `npm start` starts it (scripts/start.mjs → dist/main.js), in its own process. */
export interface ServerProcess {
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far: the real log output. */
  output: () => string;
  exited: Promise<number | null>;
}

const LOCK = join(projectRoot, '.build-lock');

function lockIsStale(): boolean {
  try {
    const pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return false;
  } catch {
    // No pid yet (just created) counts as held for a minute.
    try {
      return Date.now() - statSync(LOCK).mtimeMs > 60_000;
    } catch {
      return true;
    }
  }
}

/**
 * Builds dist/ and web/dist/ when stale, one jest worker at a time: several test files start servers,
 * and two `nest build` at once (deleteOutDir) would delete each other's output.
 */
export async function buildOnce(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      if (lockIsStale()) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    const build = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/build-if-stale.mjs').then((m) => m.buildIfStale())"], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Starts `node scripts/start.mjs` with only PATH, HOME and `env` in its environment, or with `viaNpm`, `npm start`
 * itself: then `process` is npm's, the server runs in a grandchild under `sh -c`, and all three are a process group
 * of their own (npm's pid), so a test can end whatever is left of it. Call {@link buildOnce} first.
 */
export function startServer(env: Record<string, string>, { viaNpm = false } = {}): ServerProcess {
  let output = '';
  const [command, args] = viaNpm ? ['npm', ['start']] : [process.execPath, [join(projectRoot, 'scripts/start.mjs')]];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: viaNpm,
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { process: child, output: () => output, exited };
  started.add(server);
  void exited.then(() => started.delete(server));
  return server;
}

/** Servers started and not yet exited. */
const started = new Set<ServerProcess>();

/**
 * Ends every server a test started and left running (a test that failed before its own stop), with SIGKILL to its
 * process group when started through npm, so the next test finds its port and data directory free.
 */
export async function stopLeftoverServers(): Promise<void> {
  for (const server of [...started]) {
    try {
      if (server.process.spawnargs[0] === 'npm') process.kill(-server.process.pid!, 'SIGTERM');
      else server.process.kill('SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  }
}

/** Polls GET /api/health until it answers 200. @throws when the server exits or `timeoutMs` passes. */
export async function waitUntilReady(base: string, server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready in time:\n${server.output()}`);
}

/** The JSON lines of a pino log output (other lines, such as the build's, are skipped). */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
