import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { PublicReadChanges, type PublicReadChangeListener } from '../../domain/directory/public-read-changes.port';
import { EVERY_KEY, keysOfPayload } from '../../domain/directory/public-read-keys';

/** The channel the triggers of Migration20261206200000PublicReadKeys notify, with the keys a change affects. */
export const PUBLIC_READS_CHANNEL = 'biovetted_public_reads';

/** Wait before reconnecting a lost LISTEN connection, in milliseconds (doubles up to 5 s). */
const RECONNECT_MS = 100;

/** Longest wait for this instance's own marker notification before answering anyway, in milliseconds. */
const CATCH_UP_TIMEOUT_MS = 2000;

/** What starts the payload of a marker (caughtUp), so it is never read as keys. */
const MARKER_PREFIX = 'marker:';

/**
 * The one LISTEN of each app instance: a dedicated PostgreSQL connection doing `LISTEN biovetted_public_reads`.
 * Every notification (a committed write on any instance, an import, a seed) tells the subscribers the keys it
 * names (public-read-keys.ts). When the connection drops, subscribers stop following until it is back, then hear
 * one `changed(['*'])` for whatever they may have missed.
 */
export class PostgresPublicReadChanges extends PublicReadChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PostgresPublicReadChanges.name);
  private readonly listeners: PublicReadChangeListener[] = [];
  private client: Client | null = null;
  private closed = false;
  private retryMs = RECONNECT_MS;
  /** Markers sent by caughtUp() that have not come back yet. */
  private readonly markers = new Map<string, () => void>();
  /** The last marker query sent: a client runs one query at a time, so each waits for the one before to end. */
  private lastMarkerQuery: Promise<unknown> = Promise.resolve();

  constructor(private readonly databaseUrl: string) {
    super();
  }

  subscribe(listener: PublicReadChangeListener): void {
    this.listeners.push(listener);
    listener.following(this.client !== null);
  }

  async caughtUp(): Promise<void> {
    const client = this.client;
    if (!client) return;
    // PostgreSQL delivers notifications in commit order: once a marker sent now comes back, every change
    // committed before it has been heard (and the caches cleared).
    const marker = `${MARKER_PREFIX}${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.markers.delete(marker);
        this.logger.warn('Own change marker not heard back in time; answering anyway');
        resolve();
      }, CATCH_UP_TIMEOUT_MS);
      timer.unref();
      this.markers.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const sent = this.lastMarkerQuery.then(() => client.query('select pg_notify($1, $2)', [PUBLIC_READS_CHANNEL, marker]));
    this.lastMarkerQuery = sent.catch(() => undefined);
    try {
      await sent;
    } catch {
      this.markers.get(marker)?.();
      this.markers.delete(marker);
    }
    await heard;
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'biovetted-public-reads' });
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (payload.startsWith(MARKER_PREFIX)) {
        // Another instance's marker is no change; this instance's own one ends a caughtUp().
        this.markers.get(payload)?.();
        this.markers.delete(payload);
        return;
      }
      const keys = keysOfPayload(payload);
      this.listeners.forEach((l) => l.changed(keys));
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_READS_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_MS;
    // Writes may have happened while nobody listened: everything cached before is suspect.
    this.listeners.forEach((l) => l.changed([EVERY_KEY]));
    this.listeners.forEach((l) => l.following(true));
  }

  private lost(client: Client, error: Error | null): void {
    if (client !== this.client && this.client !== null) return; // an old connection's late event
    const wasFollowing = this.client === client;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (wasFollowing) this.listeners.forEach((l) => l.following(false));
    this.logger.warn(`Change feed connection lost${error ? ` (${error.message})` : ''}; public answers bypass the cache until it is back`);
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 5000);
    setTimeout(() => void this.connect(), wait).unref();
  }
}
