/** What a subscriber to public-read changes is told. */
export interface PublicReadChangeListener {
  /**
   * A committed write (on any instance) changed what the answers named by `keys` depend on
   * (public-read-keys.ts: `directory`, `company:<uuid>`, or `*` for every answer).
   */
  changed(keys: readonly string[]): void;
  /**
   * Whether changes are being followed: false while the feed is down (caches must neither serve nor
   * store, as changes could be missed), true again once it is back (after which `changed(['*'])` has fired).
   */
  following(active: boolean): void;
}

/**
 * The feed of writes that change what visitors read: companies, their rating aggregates, approved reviews,
 * vendor responses and the platform means, across every app instance sharing the database, each change
 * naming the keys it affects (public-read-keys.ts).
 */
export abstract class PublicReadChanges {
  abstract subscribe(listener: PublicReadChangeListener): void;
  /**
   * Resolves once this instance has heard every change committed before the call (at once while it follows
   * no feed, as its caches then serve nothing). A write answers after it, so the next public read on this
   * instance already shows the change.
   */
  abstract caughtUp(): Promise<void>;
}
