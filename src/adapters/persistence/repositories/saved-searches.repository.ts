import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SavedSearch, SavedSearchFilters } from '../../../domain/saved-searches/saved-search';
import { SavedSearches, type DigestRecipient } from '../../../domain/saved-searches/saved-searches.port';
import { SavedSearchRecord } from '../schemas/saved-search.schema';
import { UserRecord } from '../schemas/user.schema';
import { isUuid } from './uuid';

const toSavedSearch = (record: SavedSearchRecord): SavedSearch => ({
  id: record.id,
  userId: record.user.id,
  searchName: record.searchName,
  filters: record.filters as SavedSearchFilters,
  alertsEnabled: record.alertsEnabled,
  createdAt: record.createdAt,
  lastDigestAt: record.lastDigestAt,
});

/** Saved searches in `saved_searches`, through MikroORM's entity manager. */
@Injectable()
export class SavedSearchesRepository extends SavedSearches {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listOf(userId: string): Promise<SavedSearch[]> {
    const records = await this.em.find(SavedSearchRecord, { user: userId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return records.map(toSavedSearch);
  }

  countOf(userId: string): Promise<number> {
    return this.em.count(SavedSearchRecord, { user: userId });
  }

  countAlertingOf(userId: string): Promise<number> {
    return this.em.count(SavedSearchRecord, { user: userId, alertsEnabled: true });
  }

  async create(userId: string, input: { searchName: string; filters: SavedSearchFilters; alertsEnabled: boolean }, now: Date): Promise<SavedSearch> {
    const record = this.em.create(SavedSearchRecord, {
      user: this.em.getReference(UserRecord, userId),
      searchName: input.searchName,
      filters: { ...input.filters } as Record<string, unknown>,
      alertsEnabled: input.alertsEnabled,
      createdAt: now,
      lastDigestAt: now,
    });
    await this.em.persist(record).flush();
    return toSavedSearch(record);
  }

  async findOf(userId: string, id: string): Promise<SavedSearch | null> {
    if (!isUuid(id)) return null;
    const record = await this.em.findOne(SavedSearchRecord, { id, user: userId });
    return record ? toSavedSearch(record) : null;
  }

  async update(id: string, changes: { searchName?: string; alertsEnabled?: boolean; lastDigestAt?: Date }): Promise<SavedSearch> {
    const record = await this.em.findOneOrFail(SavedSearchRecord, { id });
    if (changes.searchName !== undefined) record.searchName = changes.searchName;
    if (changes.alertsEnabled !== undefined) record.alertsEnabled = changes.alertsEnabled;
    if (changes.lastDigestAt !== undefined) record.lastDigestAt = changes.lastDigestAt;
    await this.em.flush();
    return toSavedSearch(record);
  }

  async delete(id: string): Promise<void> {
    await this.em.nativeDelete(SavedSearchRecord, { id });
  }

  async disableAlerts(id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const record = await this.em.findOne(SavedSearchRecord, { id });
    if (!record) return null;
    if (record.alertsEnabled) {
      record.alertsEnabled = false;
      await this.em.flush();
    }
    return record.searchName;
  }

  async dueForDigest(before: Date, limit: number): Promise<DigestRecipient[]> {
    const records = await this.em.find(
      SavedSearchRecord,
      { alertsEnabled: true, lastDigestAt: { $lte: before } },
      { populate: ['user'], orderBy: { lastDigestAt: 'asc', id: 'asc' }, limit },
    );
    return records.map((record) => ({
      search: toSavedSearch(record),
      email: record.user.$.email,
      firstName: record.user.$.firstName,
      subscriptionTier: record.user.$.subscriptionTier,
      isAdmin: record.user.$.userType === 'admin',
    }));
  }

  async markDigested(id: string, until: Date): Promise<void> {
    await this.em.nativeUpdate(SavedSearchRecord, { id }, { lastDigestAt: until });
  }
}
