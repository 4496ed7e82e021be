import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompanySitemap, type SitemapCompany } from '../../../domain/directory/company-sitemap.port';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';
import { toDate } from './row-values';

const companies = tableOf(CompanyRecord);

/** Ids and change dates of the listed companies: one narrow query, no aggregates. */
@Injectable()
export class CompanySitemapRepository extends CompanySitemap {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async entries(): Promise<SitemapCompany[]> {
    const rows = await companies.pick('id', 'updated_at').rows(
      companies
        .query(this.em)
        .whereNull(companies.col('unlisted_at'))
        .orderBy([{ column: companies.col('name') }, { column: companies.col('id') }]),
    );
    return rows.map((row) => ({ id: row.id, updatedAt: toDate(row.updated_at) }));
  }
}
