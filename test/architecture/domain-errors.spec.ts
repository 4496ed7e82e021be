import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { httpStatusOf } from '../../src/api/http/domain-error-status';
import { DOMAIN_ERROR_KINDS, DomainError } from '../../src/domain/shared/domain-error';

const domainRoot = resolve(__dirname, '../../src/domain');

function domainFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return domainFiles(path);
    return entry.endsWith('.ts') && !entry.endsWith('.spec.ts') ? [path] : [];
  });
}

type ErrorClass = new (...args: unknown[]) => DomainError;

/** Every exported class of src/domain that extends DomainError, found by loading each module. */
function domainErrorClasses(): { name: string; errorClass: ErrorClass }[] {
  return domainFiles(domainRoot).flatMap((file) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are found at run time
    Object.entries(require(file) as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'function' && (value as { prototype?: unknown }).prototype instanceof DomainError)
      .map(([name, value]) => ({ name, errorClass: value as ErrorClass })),
  );
}

/**
 * An instance to read `kind` and `code` from. Those are fixed per class; the few constructors with required
 * parameters take dates (the vendor quota's reset time), so each required parameter gets one.
 */
const instanceOf = (errorClass: ErrorClass): DomainError => new errorClass(...Array.from({ length: errorClass.length }, () => new Date(0)));

describe('domain errors', () => {
  const classes = domainErrorClasses();

  it('finds the error classes of every domain module', () => {
    expect(classes.length).toBeGreaterThan(40);
    expect(classes.map((c) => c.name)).toEqual(expect.arrayContaining(['CompanyNotFoundError', 'InvalidCredentialsError', 'DocumentTooLargeError']));
  });

  it('gives every error class a known kind, a stable code and a 4xx or 503 status, never a 500', () => {
    const problems = classes.flatMap(({ name, errorClass }) => {
      const error = instanceOf(errorClass);
      if (!(DOMAIN_ERROR_KINDS as readonly string[]).includes(error.kind)) return [`${name} has no known kind (${String(error.kind)})`];
      if (!/^[A-Z_]+\.[A-Z_]+$/.test(error.code)) return [`${name} has no MODULE.REASON code (${String(error.code)})`];
      const status = httpStatusOf(error);
      return (status >= 400 && status < 500) || status === 503 ? [] : [`${name} maps to ${status}`];
    });
    expect(problems).toEqual([]);
  });

  it('gives every error class its own code', () => {
    const owners = new Map<string, string[]>();
    for (const { name, errorClass } of classes) {
      const { code } = instanceOf(errorClass);
      owners.set(code, [...(owners.get(code) ?? []), name]);
    }
    expect([...owners].filter(([, names]) => new Set(names).size > 1)).toEqual([]);
  });
});
