import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompanySitemap, type SitemapCompany } from '../../../domain/directory/company-sitemap.port';
import { CompanyRecord } from '../schemas/company.schema';

/** Ids and change dates of the listed companies: one narrow query, no aggregates. */
@Injectable()
export class CompanySitemapRepository extends CompanySitemap {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async entries(): Promise<SitemapCompany[]> {
    const rows = await this.em.fork().createQueryBuilder(CompanyRecord).select(['id', 'updatedAt']).orderBy({ name: 'asc', id: 'asc' }).execute<{ id: string; updatedAt: Date }[]>();
    return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt) }));
  }
}
