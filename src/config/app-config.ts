import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';

/** Log levels pino understands. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The whole runtime configuration, read once from the environment at boot (docs/operations.md#running-and-configuration).
 * Nothing else in the application reads `process.env`.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** TCP port of the HTTP server. */
  port: number;
  /** Interface the HTTP server listens on: 127.0.0.1 in demo mode, 0.0.0.0 otherwise, unless HOST is set. */
  host: string;
  /**
   * Express's `trust proxy` (docs/security.md#trust-and-safety-rules): which proxies may name the client in X-Forwarded-For.
   * `false` (TRUST_PROXY unset) makes the client IP the socket address; `true` trusts every hop; a
   * number trusts that many hops; a list trusts those addresses, CIDR ranges or the names `loopback`,
   * `linklocal` and `uniquelocal`.
   */
  trustProxy: TrustProxy;
  /** Public origin of the app, without a trailing slash; used for mail links and origin checks. */
  appUrl: string;
  /** PostgreSQL URL; null means "start the embedded PostgreSQL in DATA_DIR/postgres". */
  databaseUrl: string | null;
  /** Absolute path of the data directory (embedded database, generated secrets, outbox). */
  dataDir: string;
  sessionSecret: string;
  /**
   * Key of the keyed hashes that stand for emails where the address must not be kept (the review ledger of deleted
   * members, review invitations). Not derived from the session secret: rotating that must not forget who reviewed.
   */
  reviewLedgerKey: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Stripe billing (docs/billing-and-plans.md); billing is off while `secretKey` is null. */
  stripe: {
    secretKey: string | null;
    /** pk_… key handed to Stripe.js in the browser; without it the payment form cannot load. */
    publishableKey: string | null;
    webhookSecret: string | null;
    priceStartup: string | null;
    priceGrowth: string | null;
    apiBase: string | null;
  };
  /** Demo accounts and generated demo reviews exist only in demo mode (docs/data-and-discovery.md, docs/api-contract.md#contract-details). */
  demoMode: boolean;
  /**
   * What a start outside demo mode does with demo data it finds (DEMO_DATA): `keep` it (the default; the start
   * logs a warning) or `remove` it, which it still refuses while an instance in demo mode serves it.
   */
  demoData: 'keep' | 'remove';
  demoPassword: string;
  logLevel: LogLevel;
  /** Company discovery (docs/data-and-discovery.md#discovery-automation, docs/decisions/0015-company-discovery.md). */
  discovery: DiscoveryConfig;
  /** How often each instance checks for saved searches due their daily alert digest, in milliseconds (docs/deciding.md). */
  alertDigestCheckIntervalMs: number;
  /** How long shared caches (a CDN, a reverse proxy, each instance's own) may keep a visitor's public answer (docs/operations.md). */
  publicCache: PublicCachePolicy;
  /** The regulatory record's monthly refresh (docs/regulatory-record.md). */
  regulatory: RegulatoryConfig;
  /** Absolute path of the project root (where package.json, data/ and web/dist live). */
  projectRoot: string;
}

/**
 * The freshness of visitors' public answers in shared caches, in seconds: `s-maxage` (PUBLIC_CACHE_SECONDS,
 * default 10) and `stale-while-revalidate` (PUBLIC_CACHE_STALE_SECONDS, default 60). Browsers always revalidate
 * (`max-age=0`); each instance's own cache is purged at once by the change feed, a proxy within `sharedSeconds`.
 */
export interface PublicCachePolicy {
  sharedSeconds: number;
  staleSeconds: number;
}

/** Where the monthly refresh reads FDA's warning-letter listing, and how patiently. */
export interface RegulatoryConfig {
  /** REGULATORY_FEED_URL: a CSV of the listing's columns; null turns the refresh off. */
  feedUrl: string | null;
  /** How long reading the feed may take, milliseconds. */
  timeoutMs: number;
  /** How often each instance checks whether the monthly refresh is due, milliseconds. */
  checkIntervalMs: number;
}

/** Express `trust proxy` values this app accepts (see {@link AppConfig.trustProxy}). */
export type TrustProxy = boolean | number | string[];

/** A CSV/JSON company feed: its name (the submissions' source is "discovery:feed:<name>") and where it is. */
export interface DiscoveryFeedConfig {
  name: string;
  /** An http(s) URL, or an absolute path of a local file. */
  location: string;
}

/** Where discovery looks for companies and how patiently. */
export interface DiscoveryConfig {
  /** SPARQL endpoint of Wikidata (or a compatible one); null turns the Wikidata source off. */
  wikidataUrl: string | null;
  feeds: DiscoveryFeedConfig[];
  /** How long one source may take before it counts as failed, in milliseconds. */
  timeoutMs: number;
  /** How often each instance checks whether the daily run is due, in milliseconds. */
  checkIntervalMs: number;
}

/** The public Wikidata Query Service, used when DISCOVERY_WIKIDATA_URL is unset. */
export const DEFAULT_WIKIDATA_URL = 'https://query.wikidata.org/sparql';

/** Password of the demo accounts when DEMO_PASSWORD is unset (docs/api-contract.md#contract-details); public by design. */
export const DEFAULT_DEMO_PASSWORD = 'biovetted-demo';

/** Thrown at boot when the environment is invalid; the message names the variable and the fix. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The nearest ancestor of `start` that holds a package.json (the project root in source and in dist). */
export function findProjectRoot(start: string = __dirname): string {
  let dir = resolve(start);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new ConfigError(`Cannot find the project root above ${start}`);
    dir = parent;
  }
  return dir;
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function parseBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = optional(env, name);
  if (value === null) return fallback;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parsePort(env: Env, name: string, fallback: number): number {
  const value = optional(env, name);
  if (value === null) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a TCP port (0-65535), got "${value}"`);
  }
  return port;
}

function parseUrl(env: Env, name: string, protocols: string[]): string | null {
  const value = optional(env, name);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(', ')}), got an unparseable value`);
  }
  if (!protocols.includes(url.protocol.replace(/:$/, ''))) {
    throw new ConfigError(`${name} must use one of ${protocols.join(', ')}`);
  }
  return value;
}

function parsePositiveInteger(env: Env, name: string, fallback: number): number {
  const value = optional(env, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/** The names Express's `trust proxy` (proxy-addr) knows for address ranges. */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, optionally with a /prefix (or an IPv4 netmask) in range. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

/**
 * TRUST_PROXY in Express's `trust proxy` syntax: `true`/`false`, a number of hops, or a comma-separated
 * list of `loopback`, `linklocal`, `uniquelocal`, IP addresses and CIDR ranges. Unset → false: the client
 * IP is the socket address and X-Forwarded-For is ignored.
 */
function parseTrustProxy(env: Env): TrustProxy {
  const value = optional(env, 'TRUST_PROXY');
  if (value === null || /^false$/i.test(value)) return false;
  if (/^true$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !TRUST_PROXY_NAMES.includes(entry) && !isAddressOrRange(entry))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of hops, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges, got "${value}"`,
    );
  }
  return entries;
}

/**
 * DISCOVERY_FEEDS: `name=location` pairs separated by ";" (or line breaks; not commas, which URLs may
 * contain), the location an http(s) URL or a file path (relative paths from the project root), e.g.
 * `partners=https://example.org/cros.csv?fields=name,type;local=data/extra.json`. A comma-separated
 * list in the old style is refused with a hint rather than read as one odd location.
 */
function parseFeeds(env: Env, projectRoot: string): DiscoveryFeedConfig[] {
  const value = optional(env, 'DISCOVERY_FEEDS');
  if (value === null) return [];
  const feeds = value
    .split(/[;\r\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([a-z0-9][a-z0-9_-]*)=(.+)$/i.exec(entry);
      if (!match) throw new ConfigError(`DISCOVERY_FEEDS must list name=url-or-path pairs separated by ";", got "${entry}"`);
      const [, name, location] = match;
      const isUrl = /^https?:\/\//i.test(location);
      if ((!isUrl && location.includes(',')) || /,\s*[a-z0-9][a-z0-9_-]*=(https?:\/\/|[./])/i.test(location)) {
        throw new ConfigError(`DISCOVERY_FEEDS separates feeds with ";", not ",": got "${entry}"`);
      }
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location) && !/^https?:\/\//i.test(location)) {
        throw new ConfigError(`DISCOVERY_FEEDS location of "${name}" must be an http(s) URL or a file path`);
      }
      return { name: name.toLowerCase(), location: isUrl ? location : resolve(projectRoot, location) };
    });
  const names = feeds.map((f) => f.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new ConfigError(`DISCOVERY_FEEDS names the feed "${twice}" twice`);
  return feeds;
}

/** DISCOVERY_WIKIDATA_URL: the SPARQL endpoint, the public one when unset, "off" to disable the source. */
function parseWikidataUrl(env: Env): string | null {
  if (/^(off|none|false)$/i.test(optional(env, 'DISCOVERY_WIKIDATA_URL') ?? '')) return null;
  return parseUrl(env, 'DISCOVERY_WIKIDATA_URL', ['http', 'https']) ?? DEFAULT_WIKIDATA_URL;
}

/** DEMO_DATA: `keep` (default) or `remove`. */
function parseDemoData(env: Env): AppConfig['demoData'] {
  const value = (optional(env, 'DEMO_DATA') ?? 'keep').toLowerCase();
  if (value !== 'keep' && value !== 'remove') throw new ConfigError(`DEMO_DATA must be keep or remove, got "${value}"`);
  return value;
}

/**
 * The session secret: SESSION_SECRET, or outside production a random one generated once and kept
 * in DATA_DIR/session-secret so sessions survive a restart.
 */
function sessionSecretFor(env: Env, nodeEnv: AppConfig['nodeEnv'], dataDir: string): string {
  const fromEnv = optional(env, 'SESSION_SECRET');
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  if (nodeEnv === 'production') {
    throw new ConfigError('SESSION_SECRET is required in production (at least 32 random characters)');
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The review ledger key: REVIEW_LEDGER_KEY, or outside production a random one generated once and kept in
 * DATA_DIR/review-ledger-key (like the session secret). Losing it makes every kept fingerprint unrecognisable,
 * so production requires it to be set and backed up like any other secret.
 */
function reviewLedgerKeyFor(env: Env, nodeEnv: AppConfig['nodeEnv'], dataDir: string): string {
  const fromEnv = optional(env, 'REVIEW_LEDGER_KEY');
  if (fromEnv) {
    if (fromEnv.length < 32) throw new ConfigError('REVIEW_LEDGER_KEY must be at least 32 characters long');
    return fromEnv;
  }
  if (nodeEnv === 'production') {
    throw new ConfigError("REVIEW_LEDGER_KEY is required in production (at least 32 random characters; keep it: changing it forgets deleted members' reviews)");
  }
  const file = join(dataDir, 'review-ledger-key');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < 32) throw new ConfigError(`${file} must hold at least 32 characters; delete it to generate a new key`);
    return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * Reads and validates the environment (docs/operations.md#running-and-configuration).
 * @throws ConfigError naming the offending variable.
 */
export function loadAppConfig(env: Env = process.env, projectRoot = findProjectRoot()): AppConfig {
  const rawNodeEnv = optional(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(rawNodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${rawNodeEnv}"`);
  }
  const nodeEnv = rawNodeEnv as AppConfig['nodeEnv'];
  const port = parsePort(env, 'PORT', 3000);
  const appUrl = (parseUrl(env, 'APP_URL', ['http', 'https']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const databaseUrl = parseUrl(env, 'DATABASE_URL', ['postgres', 'postgresql']);
  const dataDir = resolve(projectRoot, optional(env, 'DATA_DIR') ?? '.data');
  const demoMode = parseBoolean(env, 'DEMO_MODE', databaseUrl === null);
  // Demo mode publishes an admin password, so out of the box it answers this machine only (docs/security.md#trust-and-safety-rules).
  const host = optional(env, 'HOST') ?? (demoMode ? '127.0.0.1' : '0.0.0.0');
  if (nodeEnv === 'production' && demoMode && !parseBoolean(env, 'ALLOW_DEMO_IN_PRODUCTION', false)) {
    throw new ConfigError(
      'DEMO_MODE=true with NODE_ENV=production creates demo accounts with a known password; ' +
        'set DEMO_MODE=false, or ALLOW_DEMO_IN_PRODUCTION=true if you really mean it',
    );
  }
  const logLevel = (optional(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const stripeSecretKey = optional(env, 'STRIPE_SECRET_KEY');
  // Live billing without a webhook secret would take payments and never change anyone's plan.
  if (stripeSecretKey && !optional(env, 'STRIPE_WEBHOOK_SECRET')) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (plans change only through verified webhooks)');
  }
  // Billing on without a publishable key would offer plans whose payment form can never load.
  if (stripeSecretKey && !optional(env, 'STRIPE_PUBLISHABLE_KEY')) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set (Stripe.js needs it to show the payment form)');
  }
  return {
    nodeEnv,
    port,
    host,
    trustProxy: parseTrustProxy(env),
    appUrl,
    databaseUrl,
    dataDir,
    sessionSecret: sessionSecretFor(env, nodeEnv, dataDir),
    reviewLedgerKey: reviewLedgerKeyFor(env, nodeEnv, dataDir),
    smtpUrl: parseUrl(env, 'SMTP_URL', ['smtp', 'smtps']),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'BioVetted <no-reply@biovetted.local>',
    stripe: {
      secretKey: stripeSecretKey,
      publishableKey: optional(env, 'STRIPE_PUBLISHABLE_KEY'),
      webhookSecret: optional(env, 'STRIPE_WEBHOOK_SECRET'),
      priceStartup: optional(env, 'STRIPE_PRICE_STARTUP'),
      priceGrowth: optional(env, 'STRIPE_PRICE_GROWTH'),
      apiBase: parseUrl(env, 'STRIPE_API_BASE', ['http', 'https']),
    },
    demoMode,
    demoData: parseDemoData(env),
    demoPassword: optional(env, 'DEMO_PASSWORD') ?? DEFAULT_DEMO_PASSWORD,
    logLevel,
    discovery: {
      wikidataUrl: parseWikidataUrl(env),
      feeds: parseFeeds(env, projectRoot),
      timeoutMs: parsePositiveInteger(env, 'DISCOVERY_TIMEOUT_MS', 30_000),
      checkIntervalMs: parsePositiveInteger(env, 'DISCOVERY_CHECK_INTERVAL_SECONDS', 60) * 1000,
    },
    alertDigestCheckIntervalMs: parsePositiveInteger(env, 'ALERT_DIGEST_CHECK_INTERVAL_SECONDS', 300) * 1000,
    publicCache: {
      sharedSeconds: parsePositiveInteger(env, 'PUBLIC_CACHE_SECONDS', 10),
      staleSeconds: parsePositiveInteger(env, 'PUBLIC_CACHE_STALE_SECONDS', 60),
    },
    regulatory: {
      feedUrl: parseUrl(env, 'REGULATORY_FEED_URL', ['http', 'https']),
      timeoutMs: parsePositiveInteger(env, 'REGULATORY_FEED_TIMEOUT_MS', 60_000),
      checkIntervalMs: parsePositiveInteger(env, 'REGULATORY_CHECK_INTERVAL_SECONDS', 3600) * 1000,
    },
    projectRoot,
  };
}
