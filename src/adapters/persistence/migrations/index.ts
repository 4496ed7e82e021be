import type { MigrationObject } from '@mikro-orm/core';

/**
 * Every committed migration, in order: each name is a file of this folder and the class it exports. A new migration
 * is appended here (`npm run migration:create` does it); none is ever edited. One leaves the list only with the
 * upgrade path that start-up checks (upgrade-path.ts, docs/operations.md#upgrading-an-older-database).
 */
export const MIGRATION_NAMES: readonly string[] = [
  'Migration20261122000000InitialSchema',
  'Migration20261122010000RateLimits',
  'Migration20261122060000UniqueStripeCustomer',
  'Migration20261122060100VendorAccountIndexes',
  'Migration20261122070000VerificationDocuments',
  'Migration20261122080000NonLatinNameKeys',
  'Migration20261122080100WebsiteDomains',
  'Migration20261123000000ApplicationModerator',
  'Migration20261123140000PublicReadNotifications',
  'Migration20261124000000ModeratorColumnNames',
  'Migration20261126000000DecideWithEvidence',
  'Migration20261127000000FindingProviders',
  'Migration20261127010000SearchWords',
  'Migration20261128100000ApprovedMembersIndustryVerified',
  'Migration20261128110000NameSearchInMemory',
  'Migration20261128120000RolesAndAudit',
  'Migration20261206100000DirectoryOnPostgresql',
  'Migration20261206110000DirectoryOwnershipFilter',
  'Migration20261206200000PublicReadKeys',
  'Migration20261206400000UserReviewCounts',
  'Migration20261206500000HonestReviews',
  'Migration20261206600000RegulatoryRecordAndStatedFacts',
  'Migration20261206700000ListingsCountUserReviewsOnce',
  'Migration20261207100000StoredMatchRuns',
  'Migration20261207110000Projects',
  'Migration20261207120000EvidenceStandings',
  'Migration20261207300000Rfps',
  'Migration20261207310000RfpAwardedCompanyIndex',
  'Migration20261207400000DirectoryLettersAndBioreactorFilters',
  'Migration20261207410000MatchingWithoutWarningLetters',
  'Migration20261207500000DirectoryTextMatches',
];

/**
 * The migrations themselves, for the migrator (see migrator.ts). Their classes, and with them the migrator's own
 * modules, load only when a database has a migration to run: an instance starting on an up-to-date database never
 * loads them.
 * @throws Error when a listed name has no file or class of that name in this folder.
 */
export function loadMigrations(): MigrationObject[] {
  return MIGRATION_NAMES.map((name) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (see above)
    const migration = (require(`./${name}`) as Record<string, MigrationObject['class'] | undefined>)[name];
    if (!migration) throw new Error(`The migration ${name} is listed but src/adapters/persistence/migrations/${name}.ts does not export it`);
    return { name, class: migration };
  });
}
