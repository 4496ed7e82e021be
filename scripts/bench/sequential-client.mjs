// The one-at-a-time client of `npm run bench`, in a process of its own so that its work (the HTTP client, reading
// the body) is not counted as the server's, which runs in the bench's process: sends one request after another on a
// keep-alive connection and times each to its last byte. Options as JSON on standard input:
// { url, path, method, headers, body, runs, warmups }. Prints one JSON line: { median, rows } (median in
// milliseconds; rows: the length of the last answer's JSON array, or the number of its keys for an object).
import { Agent, request } from 'node:http';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, path, method = 'GET', headers = {}, body, runs, warmups } = JSON.parse(input);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request; resolves with its time to the last byte (ms) and its body. */
function timedRequest() {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = request(url + path, { method, agent, headers: body ? { 'content-type': 'application/json', ...headers } : headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200 && res.statusCode !== 201) return reject(new Error(`${method} ${path} answered ${res.statusCode}`));
        resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

for (let i = 0; i < warmups; i++) await timedRequest();
const times = [];
let last;
for (let i = 0; i < runs; i++) {
  const { ms, body: answer } = await timedRequest();
  times.push(ms);
  last = answer;
}
times.sort((a, b) => a - b);
const parsed = JSON.parse(last.toString('utf8'));
const rows = Array.isArray(parsed) ? parsed.length : Array.isArray(parsed.matches) ? parsed.matches.length : Object.keys(parsed).length;
console.log(JSON.stringify({ median: times[Math.floor(times.length / 2)], rows }));
agent.destroy();
