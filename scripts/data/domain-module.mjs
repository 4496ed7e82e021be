// Loads a self-contained module of the pure domain (src/domain, TypeScript) into a data script, so a rule the
// app applies (the company-name key, say) is the very code the dataset scripts apply, not a copy. The module
// is transpiled in memory with the project's TypeScript; it may import only other self-contained domain
// modules (relative paths), which are loaded the same way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './root.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const DOMAIN = join(ROOT, 'src', 'domain');
const loaded = new Map();

/**
 * The exports of a domain module.
 * @param {string} path the module's path from the repository root, e.g. "src/domain/directory/company-name.ts"
 * @returns {Record<string, unknown>} its exports (functions and constants)
 * @throws Error when the module lies outside src/domain or imports anything but a relative domain module
 */
export function domainModule(path) {
  const file = resolve(ROOT, path.endsWith('.ts') ? path : `${path}.ts`);
  if (relative(DOMAIN, file).startsWith('..')) throw new Error(`${path} is not a module of src/domain`);
  if (loaded.has(file)) return loaded.get(file).exports;
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    fileName: file,
  });
  const module = { exports: {} };
  loaded.set(file, module);
  const requireDomain = (specifier) => {
    if (!specifier.startsWith('.')) throw new Error(`${relative(ROOT, file)} imports "${specifier}": a data script loads only self-contained domain modules`);
    return domainModule(relative(ROOT, join(dirname(file), specifier)));
  };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, requireDomain);
  return module.exports;
}
