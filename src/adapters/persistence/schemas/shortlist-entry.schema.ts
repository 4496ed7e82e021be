import { Entity, ManyToOne, PrimaryKeyProp, Property, type Ref } from '@mikro-orm/core';
import { CompanyRecord } from './company.schema';
import { UserRecord } from './user.schema';

/** One company on a member's shortlist (DECISIONS §13), at most 50 per member; gone with the member or the company. */
@Entity({ tableName: 'shortlist_entries' })
export class ShortlistEntryRecord {
  [PrimaryKeyProp]?: ['user', 'company'];

  @ManyToOne({ entity: () => UserRecord, ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<UserRecord>;

  @ManyToOne({ entity: () => CompanyRecord, ref: true, primary: true, deleteRule: 'cascade', index: true })
  company!: Ref<CompanyRecord>;

  /** When it was added: the shortlist keeps this order. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
