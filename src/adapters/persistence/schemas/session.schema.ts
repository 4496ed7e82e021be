import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** The express-session store table used by connect-pg-simple (spec part 2 §3 "sessions"). */
@Entity({ tableName: 'sessions' })
export class SessionRecord {
  @PrimaryKey({ type: 'string', length: 255 })
  sid!: string;

  @Property({ type: 'json' })
  sess!: Record<string, unknown>;

  @Index({ name: 'sessions_expire_index' })
  @Property({ type: 'datetime', length: 6 })
  expire!: Date;
}
