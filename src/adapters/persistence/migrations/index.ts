import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000InitialSchema } from './Migration20261122000000InitialSchema';
import { Migration20261122010000RateLimits } from './Migration20261122010000RateLimits';
import { Migration20261122070000VerificationDocuments } from './Migration20261122070000VerificationDocuments';

/** Every committed migration, in order. A new migration is appended here; none is ever edited. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000InitialSchema', class: Migration20261122000000InitialSchema },
  { name: 'Migration20261122010000RateLimits', class: Migration20261122010000RateLimits },
  { name: 'Migration20261122070000VerificationDocuments', class: Migration20261122070000VerificationDocuments },
];
