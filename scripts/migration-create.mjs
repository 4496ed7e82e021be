// `npm run migration:create [-- --name AddCompanyTagline]`: writes the migration that brings a database
// migrated by the committed migrations in line with the entities (src/adapters/persistence/schemas), and
// lists it in migrations/index.ts. On a fresh database of the tests' server (DATABASE_URL's, testcontainers
// or embedded: scripts/postgres-server.mjs) it applies every migration, asks MikroORM for the difference and
// writes it as Migration<timestamp><name>.ts with an up() only (migrations are forward-only). Read the SQL
// before committing it: MikroORM cannot tell a rename from a drop and an add, and does not model triggers,
// functions or extensions (docs/decisions/0022). Then `npm run db:check` passes.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale, root } from './build-if-stale.mjs';
import { startPostgresServer } from './postgres-server.mjs';

const { values: args } = parseArgs({ options: { name: { type: 'string' } } });
if (args.name !== undefined && !/^[A-Z][A-Za-z0-9]*$/.test(args.name)) throw new Error('--name takes a PascalCase word, e.g. AddCompanyTagline');

buildIfStale(['api']); // the entities as they are now
const require = createRequire(import.meta.url);
require('reflect-metadata');
const pg = require('pg');
const { MikroORM } = require('@mikro-orm/postgresql');
const { mikroOrmOptions } = require(join(root, 'dist/adapters/persistence/mikro-orm-options.js'));
const { migratorOf } = require(join(root, 'dist/adapters/persistence/migrator.js'));

const MIGRATIONS_DIR = join(root, 'src/adapters/persistence/migrations');
const server = await startPostgresServer();
console.log(`PostgreSQL: ${server.description}`);
const admin = new pg.Client({ connectionString: server.adminUrl });
await admin.connect();
const dbName = `biovetted_migration_${process.pid}`;
await admin.query(`create database ${dbName}`);
const url = new URL(server.adminUrl);
url.pathname = `/${dbName}`;
let orm;
try {
  orm = await MikroORM.init(mikroOrmOptions(url.toString(), { baseDir: root }));
  const migrator = migratorOf(orm);
  await migrator.up();
  const { fileName, diff } = await migrator.createMigration(MIGRATIONS_DIR, false, false, args.name);
  if (!fileName) {
    console.log('Nothing to write: the migrated schema already matches the entities.');
  } else {
    // Named like the committed ones (Migration<timestamp><Name>, no underscore), and forward-only: the
    // down() MikroORM writes is dropped.
    const generated = fileName.replace(/\.ts$/, '');
    const className = generated.replace(/^(Migration\d+)_/, '$1');
    const code = readFileSync(join(MIGRATIONS_DIR, fileName), 'utf8')
      .replace(`class ${generated} `, `class ${className} `)
      .replace(/\n\s*override async down\(\): Promise<void> \{[\s\S]*?\n {2}\}\n/, '\n');
    rmSync(join(MIGRATIONS_DIR, fileName));
    writeFileSync(join(MIGRATIONS_DIR, `${className}.ts`), code);
    const indexPath = join(MIGRATIONS_DIR, 'index.ts');
    // Appended to the end of MIGRATION_NAMES, the list's one closing bracket on a line of its own.
    const index = readFileSync(indexPath, 'utf8').replace(/(export const MIGRATION_NAMES[^=]*= \[\n(?: {2}'\w+',\n)*)\];/, `$1  '${className}',\n];`);
    writeFileSync(indexPath, index);
    console.log(`Wrote src/adapters/persistence/migrations/${className}.ts and listed it in index.ts:\n\n${diff.up.join('\n')}\n`);
  }
} finally {
  await orm?.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await server.stop();
}
