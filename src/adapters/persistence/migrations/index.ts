import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000InitialSchema } from './Migration20261122000000InitialSchema';

/** Every committed migration, in order. A new migration is appended here; none is ever edited. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000InitialSchema', class: Migration20261122000000InitialSchema },
];
