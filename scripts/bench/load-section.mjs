// The load part of `npm run bench`: visitors' public reads under C connections for S seconds each, next to a bare
// Nest app with the same middleware answering the same bytes as a constant (load-bare-nest.mjs), in the same run,
// with the load client on the same cores. The ratio (app ÷ bare Nest) is what the app's own work costs on top of
// the framework; the target for cached reads is at least 0.8. The machine's load average is printed with the
// figures, as other work on a shared machine moves them.
import { loadavg } from 'node:os';
import { startBareNestApp } from './load-bare-nest.mjs';
import { captureAnswers, runLoad } from './load.mjs';

/**
 * Runs the load part and prints one row per read.
 * @param {{ root: string, config: object, base: string, client: import('pg').Client, cookie: string,
 *   companyTypes: readonly string[], connections: number, duration: number }} options
 *   `base` the app's origin; `client` a connection to its database; `cookie` a paid member's session cookie
 * @returns {Promise<void>}
 */
export async function benchLoad({ root, config, base, client, cookie, companyTypes, connections, duration }) {
  // Profiles and reviews cycle through 100 reviewed companies, as visitors would spread over profiles.
  const ids = (await client.query('select company_id as id from company_rating_aggregates order by review_count desc, company_id limit 100')).rows.map((r) => r.id);
  // Uncached: every request a filter combination not asked before (type × page size × offset), so none is answered
  // from the cache; the bare app answers each with the first page's bytes.
  const uncached = Array.from(
    { length: 20_000 },
    (_, i) =>
      `/api/companies?type=${companyTypes[i % 4]}&location=Europe&serviceCategories=clinical_research,biologics&limit=${40 + (i % 21)}&offset=${Math.floor(i / 84)}`,
  );
  const loads = [
    { label: 'directory page of 50 (visitor, cached)', paths: ['/api/companies?limit=50'] },
    { label: 'list of 1,000 (visitor, cached)', paths: ['/api/companies?limit=1000'] },
    { label: 'search page of 50 (visitor, cached)', paths: ['/api/companies?search=Bench%20Provder%2042&limit=50'] },
    { label: 'facets (visitor, cached)', paths: ['/api/companies/facets?type=CRO&location=Europe'] },
    { label: 'profile (visitor, cached, 100 companies)', paths: ids.map((id) => `/api/companies/${id}`) },
    { label: 'reviews (visitor, cached, 100 companies)', paths: ids.map((id) => `/api/companies/${id}/reviews`) },
    { label: 'methodology (visitor, cached)', paths: ['/api/methodology'] },
    { label: 'filtered page of 40-60 (visitor, uncached)', paths: uncached, captured: 1, uncachedRow: true },
    { label: 'filtered page of 40-60 (member, uncached)', paths: uncached, captured: 1, headers: { cookie }, uncachedRow: true },
  ];
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`\nUnder load: ${connections} connections for ${duration} s per read, the load client on the same cores, next to a bare Nest app`);
  console.log('with the same middleware answering the same bytes as a constant (ratio = app ÷ bare Nest; cached reads: target ≥ 0.8x).');
  console.log(`Load average (1, 5, 15 min) before: ${load()}\n`);
  console.log(
    'read'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    '| Nest req/s'.padStart(12),
    'p50'.padStart(5),
    'p99'.padStart(5),
    '| ratio'.padStart(8),
    'errors'.padStart(7),
    '  load avg (1 min)',
  );
  const cachedRatios = [];
  for (const { label, paths, captured = paths.length, headers = {}, uncachedRow = false } of loads) {
    // Uncached loads capture only their first answer, through a member (whose answers are never cached).
    const answers = await captureAnswers(base, paths.slice(0, captured), uncachedRow ? { cookie } : headers);
    const bare = await startBareNestApp(root, config, answers);
    try {
      const app = await runLoad({ base, paths, connections, duration, headers });
      const bareLoad = await runLoad({ base: bare.base, paths, connections, duration });
      const ratio = app.requestsPerSecond / bareLoad.requestsPerSecond;
      if (!uncachedRow) cachedRatios.push(ratio);
      console.log(
        label.padEnd(44),
        app.requestsPerSecond.toFixed(0).padStart(8),
        String(app.p50).padStart(7),
        String(app.p99).padStart(7),
        `| ${bareLoad.requestsPerSecond.toFixed(0)}`.padStart(12),
        String(bareLoad.p50).padStart(5),
        String(bareLoad.p99).padStart(5),
        `| ${ratio.toFixed(2)}x`.padStart(8),
        String(app.non2xx + app.errors + bareLoad.non2xx + bareLoad.errors).padStart(7),
        `  ${loadavg()[0].toFixed(2)}`,
      );
    } finally {
      await bare.close();
    }
  }
  const lowest = Math.min(...cachedRatios);
  console.log(`\nCached visitor reads: lowest ratio ${lowest.toFixed(2)}x (${lowest >= 0.8 ? 'meets' : 'misses'} the 0.8x target). Load average after: ${load()}`);
}
