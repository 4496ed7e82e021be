import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000InitialSchema } from './Migration20261122000000InitialSchema';
import { Migration20261122010000RateLimits } from './Migration20261122010000RateLimits';
import { Migration20261122060000UniqueStripeCustomer } from './Migration20261122060000UniqueStripeCustomer';
import { Migration20261122060100VendorAccountIndexes } from './Migration20261122060100VendorAccountIndexes';
import { Migration20261122070000VerificationDocuments } from './Migration20261122070000VerificationDocuments';
import { Migration20261122080000NonLatinNameKeys } from './Migration20261122080000NonLatinNameKeys';
import { Migration20261122080100WebsiteDomains } from './Migration20261122080100WebsiteDomains';
import { Migration20261123000000ApplicationModerator } from './Migration20261123000000ApplicationModerator';
import { Migration20261123140000PublicReadNotifications } from './Migration20261123140000PublicReadNotifications';
import { Migration20261124000000ModeratorColumnNames } from './Migration20261124000000ModeratorColumnNames';
import { Migration20261126000000DecideWithEvidence } from './Migration20261126000000DecideWithEvidence';
import { Migration20261127000000FindingProviders } from './Migration20261127000000FindingProviders';
import { Migration20261127010000SearchWords } from './Migration20261127010000SearchWords';
import { Migration20261128100000ApprovedMembersIndustryVerified } from './Migration20261128100000ApprovedMembersIndustryVerified';
import { Migration20261128110000NameSearchInMemory } from './Migration20261128110000NameSearchInMemory';
import { Migration20261128120000RolesAndAudit } from './Migration20261128120000RolesAndAudit';
import { Migration20261206100000DirectoryOnPostgresql } from './Migration20261206100000DirectoryOnPostgresql';
import { Migration20261206110000DirectoryOwnershipFilter } from './Migration20261206110000DirectoryOwnershipFilter';
import { Migration20261206200000PublicReadKeys } from './Migration20261206200000PublicReadKeys';
import { Migration20261206400000UserReviewCounts } from './Migration20261206400000UserReviewCounts';
import { Migration20261206500000HonestReviews } from './Migration20261206500000HonestReviews';
import { Migration20261207100000StoredMatchRuns } from './Migration20261207100000StoredMatchRuns';
import { Migration20261207110000Projects } from './Migration20261207110000Projects';
import { Migration20261207120000EvidenceStandings } from './Migration20261207120000EvidenceStandings';
import { Migration20261207400000DirectoryLettersAndBioreactorFilters } from './Migration20261207400000DirectoryLettersAndBioreactorFilters';
import { Migration20261207410000MatchingWithoutWarningLetters } from './Migration20261207410000MatchingWithoutWarningLetters';
import { Migration20261207500000DirectoryTextMatches } from './Migration20261207500000DirectoryTextMatches';
import { Migration20261206600000RegulatoryRecordAndStatedFacts } from './Migration20261206600000RegulatoryRecordAndStatedFacts';
import { Migration20261206700000ListingsCountUserReviewsOnce } from './Migration20261206700000ListingsCountUserReviewsOnce';
import { Migration20261207300000Rfps } from './Migration20261207300000Rfps';
import { Migration20261207310000RfpAwardedCompanyIndex } from './Migration20261207310000RfpAwardedCompanyIndex';

/**
 * Every committed migration, in order. A new migration is appended here; none is ever edited. One leaves the list
 * only with the upgrade path that start-up checks (upgrade-path.ts, docs/operations.md#upgrading-an-older-database).
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000InitialSchema', class: Migration20261122000000InitialSchema },
  { name: 'Migration20261122010000RateLimits', class: Migration20261122010000RateLimits },
  { name: 'Migration20261122060000UniqueStripeCustomer', class: Migration20261122060000UniqueStripeCustomer },
  { name: 'Migration20261122060100VendorAccountIndexes', class: Migration20261122060100VendorAccountIndexes },
  { name: 'Migration20261122070000VerificationDocuments', class: Migration20261122070000VerificationDocuments },
  { name: 'Migration20261122080000NonLatinNameKeys', class: Migration20261122080000NonLatinNameKeys },
  { name: 'Migration20261122080100WebsiteDomains', class: Migration20261122080100WebsiteDomains },
  { name: 'Migration20261123000000ApplicationModerator', class: Migration20261123000000ApplicationModerator },
  { name: 'Migration20261123140000PublicReadNotifications', class: Migration20261123140000PublicReadNotifications },
  { name: 'Migration20261124000000ModeratorColumnNames', class: Migration20261124000000ModeratorColumnNames },
  { name: 'Migration20261126000000DecideWithEvidence', class: Migration20261126000000DecideWithEvidence },
  { name: 'Migration20261127000000FindingProviders', class: Migration20261127000000FindingProviders },
  { name: 'Migration20261127010000SearchWords', class: Migration20261127010000SearchWords },
  { name: 'Migration20261128100000ApprovedMembersIndustryVerified', class: Migration20261128100000ApprovedMembersIndustryVerified },
  { name: 'Migration20261128110000NameSearchInMemory', class: Migration20261128110000NameSearchInMemory },
  { name: 'Migration20261128120000RolesAndAudit', class: Migration20261128120000RolesAndAudit },
  { name: 'Migration20261206100000DirectoryOnPostgresql', class: Migration20261206100000DirectoryOnPostgresql },
  { name: 'Migration20261206110000DirectoryOwnershipFilter', class: Migration20261206110000DirectoryOwnershipFilter },
  { name: 'Migration20261206200000PublicReadKeys', class: Migration20261206200000PublicReadKeys },
  { name: 'Migration20261206400000UserReviewCounts', class: Migration20261206400000UserReviewCounts },
  { name: 'Migration20261206500000HonestReviews', class: Migration20261206500000HonestReviews },
  { name: 'Migration20261206600000RegulatoryRecordAndStatedFacts', class: Migration20261206600000RegulatoryRecordAndStatedFacts },
  { name: 'Migration20261206700000ListingsCountUserReviewsOnce', class: Migration20261206700000ListingsCountUserReviewsOnce },
  { name: 'Migration20261207100000StoredMatchRuns', class: Migration20261207100000StoredMatchRuns },
  { name: 'Migration20261207110000Projects', class: Migration20261207110000Projects },
  { name: 'Migration20261207120000EvidenceStandings', class: Migration20261207120000EvidenceStandings },
  { name: 'Migration20261207300000Rfps', class: Migration20261207300000Rfps },
  { name: 'Migration20261207310000RfpAwardedCompanyIndex', class: Migration20261207310000RfpAwardedCompanyIndex },
  { name: 'Migration20261207400000DirectoryLettersAndBioreactorFilters', class: Migration20261207400000DirectoryLettersAndBioreactorFilters },
  { name: 'Migration20261207410000MatchingWithoutWarningLetters', class: Migration20261207410000MatchingWithoutWarningLetters },
  { name: 'Migration20261207500000DirectoryTextMatches', class: Migration20261207500000DirectoryTextMatches },
];
