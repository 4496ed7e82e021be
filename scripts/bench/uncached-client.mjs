// The one-at-a-time client of the uncached reads of `npm run bench`, in a process of its own so that its work (the
// HTTP client, reading the body) is not counted as the server's: sends each request of a list once, one after
// another on a keep-alive connection, and times each to its last byte. Options as JSON on standard input:
// { url, requests: [{ method, path, headers, body }], warmups } (the first `warmups` requests are not timed).
// Prints one JSON line: { times: number[] (ms, per timed request), rows: number[] (per timed request: the answer's
// JSON array length, its `matches` length, or its number of keys) }.
import { Agent, request } from 'node:http';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, requests, warmups = 0 } = JSON.parse(input);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request; resolves with its time to the last byte (ms) and its parsed body. */
function timedRequest({ method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = request(url + path, { method, agent, headers: body ? { 'content-type': 'application/json', ...headers } : headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (res.statusCode !== 200 && res.statusCode !== 201) return reject(new Error(`${method} ${path} answered ${res.statusCode}: ${Buffer.concat(chunks)}`));
        resolve({ ms, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const times = [];
const rows = [];
for (const [i, spec] of requests.entries()) {
  const { ms, body } = await timedRequest(spec);
  if (i < warmups) continue;
  times.push(ms);
  rows.push(Array.isArray(body) ? body.length : Array.isArray(body.matches) ? body.matches.length : Object.keys(body).length);
}
console.log(JSON.stringify({ times, rows }));
agent.destroy();
