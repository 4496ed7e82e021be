import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The directory's versions, one row (id 1), bigints read back as text: `version` raised by every statement that
 * writes companies (Migration20261127020000DirectoryVersions), `ratingsVersion` by every statement that writes
 * their rating aggregates (Migration20261128120000DirectoryIndexParts).
 */
@Entity({ tableName: 'directory_versions' })
@Check({ name: 'directory_versions_single_row', expression: 'id = 1' })
export class DirectoryVersionRecord {
  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id = 1;

  @Property({ type: 'bigint', default: 0 })
  version!: string;

  @Property({ type: 'bigint', default: 0 })
  ratingsVersion!: string;
}
