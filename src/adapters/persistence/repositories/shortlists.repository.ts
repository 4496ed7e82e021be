import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Shortlists } from '../../../domain/shortlist/shortlist.port';
import { ShortlistEntryRecord } from '../schemas/shortlist-entry.schema';
import { isUuid } from './uuid';

/** Shortlists in `shortlist_entries`, through MikroORM's entity manager. */
@Injectable()
export class ShortlistsRepository extends Shortlists {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async companyIdsOf(userId: string): Promise<string[]> {
    const entries = await this.em.find(ShortlistEntryRecord, { user: userId }, { orderBy: { createdAt: 'asc', company: 'asc' }, fields: ['company'] });
    return entries.map((entry) => entry.company.id);
  }

  async contains(userId: string, companyId: string): Promise<boolean> {
    if (!isUuid(companyId)) return false;
    return (await this.em.count(ShortlistEntryRecord, { user: userId, company: companyId })) > 0;
  }

  count(userId: string): Promise<number> {
    return this.em.count(ShortlistEntryRecord, { user: userId });
  }

  async add(userId: string, companyId: string, addedAt: Date): Promise<void> {
    // A concurrent add of the same company (another request without the lock's order) is not an error.
    await this.em.createQueryBuilder(ShortlistEntryRecord).insert({ user: userId, company: companyId, createdAt: addedAt }).onConflict(['user', 'company']).ignore().execute();
  }

  async remove(userId: string, companyId: string): Promise<void> {
    if (!isUuid(companyId)) return;
    await this.em.nativeDelete(ShortlistEntryRecord, { user: userId, company: companyId });
  }
}
