import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { knexOf } from '../repositories/knex-of';

/** The PostgreSQL advisory lock (per database) that says "an instance in demo mode serves the demo data". */
const DEMO_DATA_LOCK = 'biovetted-demo-data';

/** Wait before reconnecting a lost lease connection, in milliseconds (doubles up to 5 s). */
const RECONNECT_MS = 100;

/**
 * The lease an instance in demo mode holds on the demo data while it runs: a shared advisory lock on one
 * dedicated connection, taken at start-up and held until shutdown. Any number of demo-mode instances hold it at
 * once; while one does, no start outside demo mode removes the demo data (demoDataFreeToRemove). The lock ends
 * with its connection, so a killed instance leaves nothing behind; a lost connection (a database restart) is
 * reopened and the lock taken again. Outside demo mode it does nothing.
 */
export class DemoDataLease implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(DemoDataLease.name);
  private client: Client | null = null;
  private closed = false;
  private retryMs = RECONNECT_MS;

  constructor(
    private readonly databaseUrl: string,
    private readonly demoMode: boolean,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.demoMode) await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'biovetted-demo-data-lease' });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query('select pg_advisory_lock_shared(hashtext($1))', [DEMO_DATA_LOCK]);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_MS;
  }

  private lost(client: Client, error: Error | null): void {
    if (client !== this.client && this.client !== null) return; // an old connection's late event
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn(`Demo data lease connection lost${error ? ` (${error.message})` : ''}; taking it again`);
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 5000);
    setTimeout(() => void this.connect(), wait).unref();
  }
}

/**
 * Whether no running instance in demo mode holds the demo data lease. Inside a transaction: when none does, the
 * lock is taken exclusively until the transaction ends, so no demo-mode instance starts serving midway.
 */
export async function demoDataFreeToRemove(em: EntityManager): Promise<boolean> {
  const { rows } = await knexOf(em).raw('select pg_try_advisory_xact_lock(hashtext(?)) as free', [DEMO_DATA_LOCK]);
  return rows[0].free === true;
}
