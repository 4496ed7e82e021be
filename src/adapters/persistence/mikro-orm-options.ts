import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { TYPO_WORD_SIMILARITY } from './repositories/directory-selection';
import { PERSISTENCE_SCHEMAS } from './schemas';

/**
 * MikroORM options for a PostgreSQL URL. Entities are listed explicitly so the built output runs without scanning
 * files; the schema changes only through committed migrations, which migrator.ts adds when a database needs them.
 */
export function mikroOrmOptions(databaseUrl: string, extra: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: PERSISTENCE_SCHEMAS,
    metadataProvider: ReflectMetadataProvider,
    discovery: { disableDynamicFileAccess: true },
    migrations: {
      path: 'src/adapters/persistence/migrations',
      pathTs: 'src/adapters/persistence/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: {
      min: 0,
      max: 10,
      // The directory search's typo tolerance is a session setting of pg_trgm (TYPO_WORD_SIMILARITY).
      afterCreate: (connection: { query(sql: string, done: (error: Error | null) => void): void }, done: (error: Error | null, connection: unknown) => void) =>
        connection.query(`set pg_trgm.word_similarity_threshold = ${TYPO_WORD_SIMILARITY}`, (error) => done(error, connection)),
    },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
    ...extra,
  });
}
