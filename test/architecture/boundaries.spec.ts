import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

// The hexagon's dependency rules (docs/architecture.md).
const root = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

/** The project path an import resolves to, or null for a package import. */
function resolvedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith('@domain/')) return join(root, 'src/domain', specifier.slice('@domain/'.length));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

const rel = (path: string) => relative(root, path);

/** The builders and in-memory port fakes every tier shares (test/support/builders.ts, test/support/fakes/). */
const isSharedTestDouble = (path: string) => rel(path) === 'test/support/builders' || rel(path).startsWith('test/support/fakes/');

describe('architecture boundaries', () => {
  // Not even Node built-ins: the web bundles src/domain too, so crypto or files go behind ports. Its unit
  // specs may also use the shared builders and in-memory fakes, which are held to the same rule below.
  it('keeps src/domain pure: it imports nothing but other domain files', () => {
    const violations = sourceFiles(join(root, 'src/domain')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const target = resolvedPath(file, specifier);
          if (target !== null && file.endsWith('.spec.ts') && isSharedTestDouble(target)) return false;
          return target === null || !rel(target).startsWith('src/domain/');
        })
        .map((specifier) => `${rel(file)} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('keeps the shared builders and in-memory fakes pure: they import src/domain and each other only', () => {
    const doubles = [join(root, 'test/support/builders.ts'), ...sourceFiles(join(root, 'test/support/fakes'))];
    const violations = doubles.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const target = resolvedPath(file, specifier);
          return target === null || !(rel(target).startsWith('src/domain/') || isSharedTestDouble(target));
        })
        .map((specifier) => `${rel(file)} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('keeps src/api away from src/adapters (adapters are wired in modules outside src/api)', () => {
    const violations = sourceFiles(join(root, 'src/api')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => rel(resolvedPath(file, specifier) ?? '').startsWith('src/adapters/'))
        .map((specifier) => `${rel(file)} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('lets web/ import nothing from src/ but src/domain', () => {
    const violations = sourceFiles(join(root, 'web/src')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const target = resolvedPath(file, specifier);
          return target !== null && rel(target).startsWith('src/') && !rel(target).startsWith('src/domain/');
        })
        .map((specifier) => `${rel(file)} imports ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('reads process.env only in the config loader and the CLI config', () => {
    const readers = sourceFiles(join(root, 'src'))
      .filter((file) => !file.endsWith('.spec.ts') && /process\.env/.test(readFileSync(file, 'utf8')))
      .map(rel);
    expect(readers).toEqual(['src/config/app-config.ts']);
  });
});
