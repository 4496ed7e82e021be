// The tiers (docs/architecture.md): unit (pure domain with in-memory ports, milliseconds), repositories (the persistence
// adapters and the schema check against a real PostgreSQL), e2e (HTTP against a real PostgreSQL) and browser
// (Chromium against the built SPA served by the app). scripts/test.mjs picks the tiers. The PostgreSQL tiers
// share one server per run (test/support/global-setup.mjs); each test file makes its own database in it.
const transform = {
  '^.+\\.tsx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = { transform, testEnvironment: 'node', moduleFileExtensions: ['ts', 'js', 'mjs', 'json'] };

/** @type {import('jest').Config} */
module.exports = {
  // Per-project testTimeout is not applied by jest 30; browser journeys need the longest.
  testTimeout: 90000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/architecture/**/*.spec.ts', '<rootDir>/test/data/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'repositories',
      testMatch: ['<rootDir>/test/repositories/**/*.repo-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
  ],
};
