import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The express-session store table of connect-pg-simple (docs/data-model.md#stored-entities), which reads and
 * writes it itself; passport keeps the account id at `sess.passport.user`.
 */
@Entity({ tableName: 'sessions' })
export class SessionRecord {
  @PrimaryKey({ type: 'string', length: 255 })
  sid!: string;

  @Property({ type: 'json' })
  sess!: { passport?: { user?: string } } & Record<string, unknown>;

  @Index()
  @Property({ type: 'datetime', length: 6 })
  expire!: Date;
}
