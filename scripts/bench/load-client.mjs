// The load generator of `npm run bench`, run as its own process so it does not share the server's event
// loop: autocannon with N keep-alive connections for D seconds, each request taking the next of the given
// paths. One request template rewritten per request (setupRequest), not one per path: autocannon builds
// every listed request for every connection up front, which for 20,000 paths × 32 connections kept this
// process busy for seconds inside the measured window (the server's p99 of seconds and timeouts).
// Prints one JSON line: { requestsPerSecond, p50, p99, non2xx, errors } (latencies in milliseconds).
import autocannon from 'autocannon';

// The options come on standard input: a list of 20,000 paths is too long for one command-line argument.
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, paths, connections, duration, headers } = JSON.parse(input);
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration,
  headers,
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
