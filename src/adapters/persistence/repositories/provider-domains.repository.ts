import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProviderDomains } from '../../../domain/reviews/provider-domains.port';
import { CompanyRecord } from '../schemas/company.schema';
import { tableOf } from '../tables';

const companies = tableOf(CompanyRecord);

/**
 * Listed companies by the registrable domain of their website (`website_domain`, computed at write time and
 * indexed): who an email domain works for.
 */
@Injectable()
export class ProviderDomainsRepository extends ProviderDomains {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async companiesAt(registrableDomain: string): Promise<string[]> {
    if (registrableDomain === '') return [];
    const rows = await companies
      .pick('id')
      .rows(
        companies
          .query(this.em)
          .where(companies.col('website_domain'), registrableDomain.toLowerCase())
          .whereNull(companies.col('unlisted_at'))
          .orderBy(companies.col('id')),
      );
    return rows.map((row) => row.id);
  }
}
