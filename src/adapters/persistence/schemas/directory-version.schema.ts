import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The directory's version, one row (id 1): raised by every statement that writes companies or their rating
 * aggregates (Migration20261127020000DirectoryVersions). bigint, read back as text.
 */
@Entity({ tableName: 'directory_versions' })
@Check({ name: 'directory_versions_single_row', expression: 'id = 1' })
export class DirectoryVersionRecord {
  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id = 1;

  @Property({ type: 'bigint', default: 0 })
  version!: string;
}
