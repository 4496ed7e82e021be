import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The web client's types come from the committed OpenAPI document. The e2e test
// test/e2e/openapi-document.e2e-spec.ts keeps docs/openapi.json equal to what the API serves; this
// one keeps web/src/api/schema.d.ts equal to what `npm run openapi` generates from that document.
const root = resolve(__dirname, '../..');

/** The first line where two texts differ, as "line N: committed | generated", or null. */
function firstDifference(committed: string, generated: string): string | null {
  const a = committed.split('\n');
  const b = generated.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return `line ${i + 1}: committed ${JSON.stringify(a[i] ?? '<end>')} | generated ${JSON.stringify(b[i] ?? '<end>')}`;
  }
  return null;
}

describe('The generated web client types', () => {
  it('are what scripts/web-schema.mjs makes of docs/openapi.json (run `npm run openapi` when this fails)', () => {
    // The generator is an ES module (openapi-typescript's Node API), run as the npm script runs it.
    const run = spawnSync(process.execPath, [join(root, 'scripts/web-schema.mjs'), '--stdout'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const committed = readFileSync(join(root, 'web/src/api/schema.d.ts'), 'utf8');
    expect(firstDifference(committed, run.stdout)).toBeNull();
  });
});
