import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadAppConfig } from './app-config';

describe('loadAppConfig', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'biovetted-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadAppConfig(env, root);
  const secret = 'x'.repeat(40);

  it('runs locally with no variables: port 3000, embedded database, demo mode, a persisted session secret', () => {
    const config = load({});
    expect(config).toMatchObject({ port: 3000, appUrl: 'http://localhost:3000', databaseUrl: null, demoMode: true, dataDir: join(root, '.data') });
    expect(readFileSync(join(root, '.data', 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(load({}).sessionSecret).toBe(config.sessionSecret); // the same secret after a restart
  });

  it('listens on 127.0.0.1 in demo mode and on every interface otherwise, unless HOST is set (docs/security.md#trust-and-safety-rules)', () => {
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ DATABASE_URL: 'postgresql://u:p@db:5432/bv', DEMO_MODE: 'true' }).host).toBe('127.0.0.1');
    expect(load({ DATABASE_URL: 'postgresql://u:p@db:5432/bv' }).host).toBe('0.0.0.0');
    expect(load({ DEMO_MODE: 'false' }).host).toBe('0.0.0.0');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(load({ HOST: '::', DATABASE_URL: 'postgresql://u:p@db:5432/bv' }).host).toBe('::');
  });

  it('takes the client IP from the socket unless TRUST_PROXY names the proxies (Express trust proxy syntax)', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(load({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.1, fd00::/8, 172.16.0.0/255.240.0.0' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.1',
      'fd00::/8',
      '172.16.0.0/255.240.0.0',
    ]);
  });

  it.each(['yes please', '10.0.0.0/33', '10.0.0', 'loopback,', ',', 'fd00::/129', 'localhost', '-1'])('refuses TRUST_PROXY=%p at boot', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be true, false, a number of hops, or a comma-separated list/);
  });

  it('turns demo mode off by default when DATABASE_URL names a database', () => {
    expect(load({ DATABASE_URL: 'postgresql://u:p@db:5432/bv' }).demoMode).toBe(false);
    expect(load({ DATABASE_URL: 'postgresql://u:p@db:5432/bv', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('keeps demo data outside demo mode unless DEMO_DATA=remove, and refuses any other value', () => {
    expect(load({ DATABASE_URL: 'postgresql://u:p@db:5432/bv' }).demoData).toBe('keep');
    expect(load({ DATABASE_URL: 'postgresql://u:p@db:5432/bv', DEMO_DATA: 'Remove' }).demoData).toBe('remove');
    expect(() => load({ DEMO_DATA: 'delete' })).toThrow(new ConfigError('DEMO_DATA must be keep or remove, got "delete"'));
  });

  it('refuses production without SESSION_SECRET', () => {
    expect(() => load({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db/bv' })).toThrow(
      new ConfigError('SESSION_SECRET is required in production (at least 32 random characters)'),
    );
  });

  it('refuses production without REVIEW_LEDGER_KEY, and a short key anywhere', () => {
    expect(() => load({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db/bv', SESSION_SECRET: secret })).toThrow(
      /^REVIEW_LEDGER_KEY is required in production/,
    );
    expect(() => load({ REVIEW_LEDGER_KEY: 'short' })).toThrow(new ConfigError('REVIEW_LEDGER_KEY must be at least 32 characters long'));
    expect(load({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db/bv', SESSION_SECRET: secret, REVIEW_LEDGER_KEY: 'k'.repeat(32) }).reviewLedgerKey).toBe(
      'k'.repeat(32),
    );
  });

  it('keeps a generated review ledger key in DATA_DIR, apart from the session secret, across restarts', () => {
    const config = load({});
    expect(readFileSync(join(root, '.data', 'review-ledger-key'), 'utf8')).toBe(config.reviewLedgerKey);
    expect(config.reviewLedgerKey).not.toBe(config.sessionSecret);
    expect(load({ SESSION_SECRET: secret }).reviewLedgerKey).toBe(config.reviewLedgerKey);
  });

  it('refuses demo mode in production unless explicitly allowed', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: secret, REVIEW_LEDGER_KEY: secret, DEMO_MODE: 'true' };
    expect(() => load(env)).toThrow(/DEMO_MODE=true with NODE_ENV=production/);
    expect(load({ ...env, ALLOW_DEMO_IN_PRODUCTION: 'true' }).demoMode).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a TCP port (0-65535), got "eighty"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must use one of postgres, postgresql'],
    [{ DEMO_MODE: 'perhaps' }, 'DEMO_MODE must be true or false, got "perhaps"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test, got "staging"'],
  ])('names the variable in error for %p', (env, message) => {
    expect(() => load(env)).toThrow(new ConfigError(message));
  });

  it('leaves billing off without STRIPE_SECRET_KEY and reads every Stripe variable when it is set', () => {
    expect(load({}).stripe).toEqual({ secretKey: null, publishableKey: null, webhookSecret: null, priceStartup: null, priceGrowth: null, apiBase: null });
    expect(
      load({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_STARTUP: 'price_s',
        STRIPE_PRICE_GROWTH: 'price_g',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      priceStartup: 'price_s',
      priceGrowth: 'price_g',
      apiBase: 'http://127.0.0.1:12111',
    });
  });

  it('refuses STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET, and a STRIPE_API_BASE that is not a URL', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(() => load({ STRIPE_API_BASE: 'localhost:12111' })).toThrow(ConfigError);
  });

  it('refuses STRIPE_SECRET_KEY without STRIPE_PUBLISHABLE_KEY, naming the missing variable', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set (Stripe.js needs it to show the payment form)',
    );
  });

  it('builds APP_URL without a trailing slash', () => {
    expect(load({ APP_URL: 'https://biovetted.example/' }).appUrl).toBe('https://biovetted.example');
  });

  it('asks the public Wikidata endpoint by default, with no feeds, a 30 s timeout and a check every minute', () => {
    expect(load({}).discovery).toEqual({ wikidataUrl: 'https://query.wikidata.org/sparql', feeds: [], timeoutMs: 30000, checkIntervalMs: 60000 });
  });

  it('reads the discovery endpoint, feeds (URLs and files from the project root) and timings', () => {
    const config = load({
      DISCOVERY_WIKIDATA_URL: 'http://127.0.0.1:9999/sparql',
      DISCOVERY_FEEDS: 'partners=https://example.org/cros.csv?fields=name,type; Local=data/extra.json',
      DISCOVERY_TIMEOUT_MS: '5000',
      DISCOVERY_CHECK_INTERVAL_SECONDS: '2',
    });
    expect(config.discovery).toEqual({
      wikidataUrl: 'http://127.0.0.1:9999/sparql',
      feeds: [
        { name: 'partners', location: 'https://example.org/cros.csv?fields=name,type' },
        { name: 'local', location: join(root, 'data/extra.json') },
      ],
      timeoutMs: 5000,
      checkIntervalMs: 2000,
    });
    expect(load({ DISCOVERY_WIKIDATA_URL: 'off' }).discovery.wikidataUrl).toBeNull();
  });

  it.each([
    [{ DISCOVERY_FEEDS: 'just-a-url' }, 'DISCOVERY_FEEDS must list name=url-or-path pairs separated by ";", got "just-a-url"'],
    [{ DISCOVERY_FEEDS: 'a=x.csv;a=y.csv' }, 'DISCOVERY_FEEDS names the feed "a" twice'],
    [{ DISCOVERY_FEEDS: 'a=x.csv,b=y.csv' }, 'DISCOVERY_FEEDS separates feeds with ";", not ",": got "a=x.csv,b=y.csv"'],
    [
      { DISCOVERY_FEEDS: 'a=https://x.example/a.csv,b=https://y.example/b.csv' },
      'DISCOVERY_FEEDS separates feeds with ";", not ",": got "a=https://x.example/a.csv,b=https://y.example/b.csv"',
    ],
    [{ DISCOVERY_FEEDS: 'a=ftp://host/x.csv' }, 'DISCOVERY_FEEDS location of "a" must be an http(s) URL or a file path'],
    [{ DISCOVERY_TIMEOUT_MS: '0' }, 'DISCOVERY_TIMEOUT_MS must be a positive whole number, got "0"'],
    [{ DISCOVERY_WIKIDATA_URL: 'ftp://x' }, 'DISCOVERY_WIKIDATA_URL must use one of http, https'],
  ])('names the discovery variable in error for %p', (env, message) => {
    expect(() => load(env)).toThrow(new ConfigError(message));
  });
});
