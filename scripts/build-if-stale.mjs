// Rebuilds the API (dist/) and the web app (web/dist/) when a source file is newer than the build, so
// `npm start` works on a fresh clone and a second start skips the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

const mtimeOf = (path) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0);

function run(args, env = process.env) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds what is missing or stale; `targets` picks 'api' and/or 'web'. */
export function buildIfStale(targets = ['api', 'web']) {
  const config = ['package.json', 'package-lock.json'];
  if (targets.includes('api') && newestMtime(['src', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json', ...config]) > mtimeOf('dist/main.js')) {
    console.log('Building the API (dist/)…');
    run([join(root, 'node_modules/@nestjs/cli/bin/nest.js'), 'build']);
  }
  // The web app: the browser's files (web/dist/client/) and the server's render (web/dist/server/), built together.
  const webBuilt = Math.min(mtimeOf('web/dist/client/.vite/manifest.json'), mtimeOf('web/dist/server/index.js'));
  const webSources = ['web/src', 'web/vite.config.mts', 'web/react-router.config.ts', 'web/build', 'web/public', 'src/domain', ...config];
  if (targets.includes('web') && newestMtime(webSources) > webBuilt) {
    console.log('Building the web app (web/dist/)…');
    // Vite keeps a NODE_ENV it is given: called from a test run (NODE_ENV=test) it built React's development JSX,
    // which the production server's React cannot run.
    const production = { ...process.env, NODE_ENV: 'production' };
    run([join(root, 'node_modules/@react-router/dev/bin.js'), 'build', 'web', '--logLevel', 'warn'], production);
  }
}
