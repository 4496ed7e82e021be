// The clients of `npm run bench`, each a process of its own so that it does not share the servers' event loop:
// the load client (autocannon) and the sequential client, and the capture of the answers the load part compares.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = join(fileURLToPath(new URL('.', import.meta.url)), 'load-client.mjs');
const SEQUENTIAL_CLIENT = join(fileURLToPath(new URL('.', import.meta.url)), 'sequential-client.mjs');

/**
 * Fetches each path once (which also fills the app's cache of public answers) and keeps the exact answer.
 * @param {string} base the app's origin
 * @param {string[]} paths
 * @param {Record<string,string>} headers sent as the load client will send them
 * @param {number} status the status every answer must have
 * @returns {Promise<Map<string, { contentType: string, body: Buffer }>>} per path; throws on another status
 */
export async function captureAnswers(base, paths, headers = {}, status = 200) {
  const answers = new Map();
  for (const path of paths) {
    const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });
    if (res.status !== status) throw new Error(`GET ${path} answered ${res.status}, not ${status}`);
    answers.set(path, { contentType: res.headers.get('content-type') ?? 'application/json', body: Buffer.from(await res.arrayBuffer()) });
  }
  return answers;
}

/**
 * The median time (ms, to the last byte) of `runs` requests sent one after another from a client process of its
 * own (sequential-client.mjs), after `warmups` untimed ones, and the rows of the last answer.
 * @returns {Promise<{ median: number, rows: number }>} throws when an answer is not 200/201
 */
export function timeSequential({ base, path, method = 'GET', headers = {}, body, runs, warmups }) {
  return runChild(SEQUENTIAL_CLIENT, { url: base, path, method, headers, body, runs, warmups });
}

/**
 * Runs the load client against `base` for `duration` seconds with `connections` connections.
 * The servers under test live in this process's event loop, so the client is a separate process and
 * this call waits for it asynchronously.
 * @returns {Promise<{ requestsPerSecond: number, p50: number, p99: number, non2xx: number, errors: number }>} latencies in ms
 */
export function runLoad({ base, paths, connections, duration, headers = {} }) {
  return runChild(CLIENT, { url: base, paths, connections, duration, headers });
}

/** Runs a client script with `options` on its standard input and resolves with the JSON of its last output line. */
async function runChild(script, options) {
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(options));
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  return JSON.parse(out.trim().split('\n').pop());
}
